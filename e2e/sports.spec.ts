import { roomUrl } from "@huddle/contracts/rules/room";
import { ensureLiveGame, newFan, registerViaApi, signInThroughForm } from "./support.ts";
import { expect, test } from "./test.ts";

test.beforeEach(async ({ page }) => {
  const fan = newFan();
  await registerViaApi(page, fan);
  await page.goto("/login");
  await signInThroughForm(page, fan);
  await expect(page.getByRole("heading", { name: new RegExp(fan.username) })).toBeVisible();
});

test("the home page shows live games; one opens its room with a scoreboard that moves live", async ({
  page,
}) => {
  const featured = page.getByRole("region", { name: "Featured Scores" });
  const liveCards = featured
    .locator("[data-game-id]")
    .filter({ has: page.locator('[data-status="live"]') });
  await ensureLiveGame(page, { basketball: true });
  await expect(liveCards.first()).toBeVisible();
  await expect(liveCards.first().locator('[data-status="live"]')).toContainText(
    /^(Q\d|Period \d|Live)/,
  );

  // Basketball scores every game minute: its score moves soonest (hockey or soccer may not).
  const basketball = liveCards.and(
    featured.locator('[data-league="nba"], [data-league="ncaambb"]'),
  );
  const card = (await basketball.count()) > 0 ? basketball.first() : liveCards.first();
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/room\?league=[a-z]+&game=sim\d+/);
  const scoreboard = page.getByRole("region", { name: "Scoreboard" });
  await expect(scoreboard).toBeVisible();

  // The e2e server runs the simulator 30× faster: the score itself (not just the clock) moves
  // without a reload, through the socket's score-update.
  const score = scoreboard.locator("[data-home-score]");
  const total = async () =>
    Number(await score.getAttribute("data-home-score")) +
    Number(await score.getAttribute("data-away-score"));
  const before = await total();
  await expect.poll(total, { timeout: 40_000 }).toBeGreaterThan(before);
});

test("following a league makes it appear in the home navigation", async ({ page }) => {
  const navigation = page.getByRole("region", { name: "Navigation" });
  await expect(navigation.getByText("No navigation available")).toBeVisible();
  await expect(navigation.getByRole("link", { name: "Follow Leagues" })).toBeVisible();

  await page.goto(roomUrl({ type: "league", league: "mls" }));
  await page
    .getByRole("button", { name: /^Follow\b/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: /^Following\b/ }).first()).toBeVisible();

  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Navigation" }).getByRole("link", { name: "MLS" }),
  ).toBeVisible();
});
