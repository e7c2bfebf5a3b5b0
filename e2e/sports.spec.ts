import { expect, test } from "@playwright/test";
import { newFan, registerViaApi, signInThroughForm } from "./support.ts";

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
  const cards = featured.locator("[data-game-id]");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);

  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/room\?league=[a-z]+&game=sim\d+/);
  const scoreboard = page.getByRole("region", { name: "Scoreboard" });
  await expect(scoreboard).toBeVisible();

  // The e2e server runs the simulator 30× faster: the live game's clock or score moves without
  // a reload, through the socket's score-update.
  const before = await scoreboard.innerText();
  await expect.poll(async () => scoreboard.innerText(), { timeout: 30_000 }).not.toBe(before);
});

test("following a league makes it appear in the home navigation", async ({ page }) => {
  const navigation = page.getByRole("region", { name: "Navigation" });
  await expect(navigation.getByText("No navigation available")).toBeVisible();
  await expect(navigation.getByRole("link", { name: "Follow Leagues" })).toBeVisible();

  await page.goto("/room?league=mls");
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
