import type { Page } from "@playwright/test";
import { roomUrl } from "@huddle/contracts/rules/room";
import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { bearerOf, fanAt, fanInRoom, messageLog, say } from "./support.ts";
import { expect, test } from "./test.ts";

/**
 * Leagues by how long their crunch time lasts at the e2e server's SIM_SPEED=30: baseball's last
 * inning takes tens of seconds there, football's last two minutes only a few.
 */
const LONGEST_FINISH_FIRST: LeagueId[] = ["mlb", "mls", "nhl", "nba", "ncaambb", "nfl", "ncaafb"];
/** How many scheduled games a journey asks for a close finish before it gives up. */
const TRIES = 30;

/**
 * A scheduled game whose finish is close, started by the E2E hook so that its crunch time begins
 * seconds from now (sports-test-hooks.routes.ts: the simulator plays it, nothing is edited).
 */
async function gameWithCloseFinish(page: Page, headers: Record<string, string>): Promise<Game> {
  const res = await page.request.get("/api/sports/games?status=scheduled", { headers });
  const rank = (g: Game) => LONGEST_FINISH_FIRST.indexOf(g.league);
  const games = ((await res.json()).games as Game[])
    .filter((g) => g.state === "pre")
    .sort((a, b) => rank(a) - rank(b));
  for (const game of games.slice(0, TRIES)) {
    const hook = await page.request.post("/api/test-hooks/simulator/close-finish", {
      data: { gameId: game.id },
    });
    if (hook.status() === 200) return game;
    expect(hook.status()).toBe(404);
  }
  throw new Error(`none of ${TRIES} scheduled games has a close finish`);
}

test("a close game's final minutes slow both fans' room by themselves, and the final lifts it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const scout = await fanAt(browser, "/");
  const game = await gameWithCloseFinish(scout.page, await bearerOf(scout.page, scout.fan));
  const room = roomUrl({ type: "game", gameId: game.id, league: game.league });
  const alice = await fanInRoom(browser, room);
  const bob = await fanInRoom(browser, room);

  // Crunch time: the autopilot turns slow mode on and both screens say why.
  const slowNotice = /^Slow mode is on: one message every \d+ s\. Close game, final minutes\.$/;
  for (const fan of [alice, bob]) {
    await expect(fan.page.getByText(slowNotice)).toBeVisible({ timeout: 40_000 });
  }

  // One message goes out; a second at once waits for the slow mode.
  const first = `Two outs, bases loaded #${alice.fan.username.slice(4)}`;
  await say(alice.page, first);
  await expect(messageLog(bob.page).getByText(first)).toBeVisible();
  await say(alice.page, "Here we go");
  await expect(
    alice.page.getByText(/^Slow mode is on\. You can send another message in \d+ s\.$/),
  ).toBeVisible();

  // The game ends on its own; at the final the slow mode goes off on both screens.
  for (const fan of [alice, bob]) {
    await expect(fan.page.getByText(slowNotice)).toHaveCount(0, { timeout: 120_000 });
  }
});
