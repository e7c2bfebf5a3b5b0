import type { Page } from "@playwright/test";
import { TOTAL_LEAGUES } from "@huddle/contracts/predictions";
import { roomSlug, roomUrl } from "@huddle/contracts/rules/room";
import { isScoringPlay } from "@huddle/contracts/rules/scoring-play";
import type { Game } from "@huddle/contracts/sports";
import { bearerOf, fanAt, messageLog } from "./support.ts";
import { expect, test } from "./test.ts";

const TEN_MINUTES = 10 * 60_000;

/**
 * Football: every score is a scoring play, so its room nearly always gets some. (Basketball
 * announces only lead changes and ties, and a wire-to-wire 143–102 has neither: CI met one.)
 */
const SCORES_OFTEN = new Set(["nfl", "ncaafb"]);

/** A simulated game that starts well after the journey ends, with an over/under if possible. */
async function upcomingGame(page: Page, headers: Record<string, string>): Promise<Game> {
  const res = await page.request.get("/api/sports/games?status=scheduled", { headers });
  const games = ((await res.json()).games as Game[]).filter(
    (g) => g.state === "pre" && Date.parse(g.startTime) > Date.now() + TEN_MINUTES,
  );
  const game =
    games.find((g) => SCORES_OFTEN.has(g.league)) ??
    games.find((g) => TOTAL_LEAGUES.includes(g.league)) ??
    games[0];
  expect(game).toBeDefined();
  return game!;
}

const panel = (page: Page) => page.getByRole("region", { name: "Predictions" });
const winnerGroup = (page: Page) => panel(page).getByRole("group", { name: "Who wins?" });

test("two fans pick a game's winner, the game plays to its final, and the feed settles the picks", async ({
  browser,
}) => {
  const scout = await fanAt(browser, "/");
  const headers = await bearerOf(scout.page, scout.fan);
  const game = await upcomingGame(scout.page, headers);
  const address = { type: "game", gameId: game.id, league: game.league } as const;
  const room = roomUrl(address);

  const alice = await fanAt(browser, room);
  const bob = await fanAt(browser, room);

  await winnerGroup(alice.page).getByRole("button", { name: game.homeTeam.name }).click();
  await expect(
    winnerGroup(alice.page).getByRole("button", { name: game.homeTeam.name }),
  ).toHaveAttribute("aria-pressed", "true");
  // Bob picks with the keyboard.
  const away = winnerGroup(bob.page).getByRole("button", { name: game.awayTeam.name });
  await away.focus();
  await bob.page.keyboard.press("Enter");
  await expect(away).toHaveAttribute("aria-pressed", "true");
  await expect(winnerGroup(bob.page)).toContainText("2 fans picked so far.");

  // The simulator plays the game to its final; the next scores round stores and settles it.
  const hook = await scout.page.request.post("/api/test-hooks/simulator/play-out", {
    data: { gameId: game.id },
  });
  expect(hook.status()).toBe(200);

  const log = messageLog(alice.page);
  await expect(log.getByText(/^PREDICTIONS — .*of 2 fans/)).toBeVisible({ timeout: 20_000 });
  await expect(winnerGroup(bob.page)).toContainText("Result:", { timeout: 20_000 });
  await expect(winnerGroup(alice.page).getByRole("button").first()).toBeDisabled();
  // The game's scoring plays stay in the list as moments to scroll back to (issue 15 §3): when
  // the room's newest page holds any, Bob's screen draws them as dividers.
  const history = await scout.page.request.get(`/api/chat/rooms/${roomSlug(address)}/messages`, {
    headers,
  });
  const texts = (await history.json()).messages as { type: string; text: string }[];
  if (texts.some(isScoringPlay)) {
    const moment = bob.page.getByRole("separator", { name: /^Scoring play: / });
    await expect(moment.last()).toBeAttached();
  }

  // The league's leaderboard counts both; among the people Alice follows, only herself.
  await alice.page.goto(`/leaderboard?tab=${game.league}`);
  const table = alice.page.getByRole("table");
  await expect(table.getByRole("link", { name: alice.fan.username })).toBeVisible();
  await expect(table.getByRole("link", { name: bob.fan.username })).toBeVisible();
  await alice.page.getByRole("button", { name: "People you follow" }).click();
  await expect(table.getByRole("link", { name: alice.fan.username })).toBeVisible();
  await expect(table.getByRole("link", { name: bob.fan.username })).toHaveCount(0);

  // Bob's profile sums his settled pick.
  await alice.page.goto(`/profile?username=${bob.fan.username}`);
  await expect(alice.page.getByRole("region", { name: "Predictions" })).toContainText(
    "/ 1 correct",
  );
});
