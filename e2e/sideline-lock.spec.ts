import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { roomSlug, roomUrl } from "@huddle/contracts/rules/room";
import type { Game } from "@huddle/contracts/sports";
import { serverEnv } from "./config-parts.ts";
import { bearerOf, composer, fanAt, messageLog, say } from "./support.ts";
import { expect, test } from "./test.ts";

/** How long after the final the e2e servers lock a sideline room (an hour everywhere else). */
const LOCK_AFTER_MS = Number(serverEnv.SIDELINE_LOCK_AFTER_SECONDS) * 1000;

test("a sideline room turns read-only on both fans' screens after the final, keeping what was said", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const scout = await fanAt(browser, "/");
  const headers = await bearerOf(scout.page, scout.fan);
  const scheduled = await scout.page.request.get("/api/sports/games?status=scheduled", { headers });
  const game = ((await scheduled.json()).games as Game[]).find((g) => g.state === "pre");
  if (!game) throw new Error("the simulator has no scheduled game");
  const room = { type: "sideline", gameId: game.id, teamId: game.homeTeam.teamId } as const;
  const alice = await fanAt(browser, roomUrl({ ...room, league: game.league }));
  const bob = await fanAt(browser, roomUrl({ ...room, league: game.league }));

  // Before the final the sideline is open: Alice's words reach Bob.
  const words = `Proud of this team all season #${alice.fan.username.slice(4)}`;
  await say(alice.page, words);
  await expect(messageLog(bob.page).getByText(words)).toBeVisible();

  // The simulator plays the game to its final; the next scores round stores it.
  const hook = await scout.page.request.post("/api/test-hooks/simulator/play-out", {
    data: { gameId: game.id },
  });
  expect(hook.status()).toBe(200);

  // The lock comes by itself on both open screens, and the history stays readable.
  for (const fan of [alice, bob]) {
    await expect(composer(fan.page)).toBeDisabled({ timeout: LOCK_AFTER_MS + 30_000 });
    // The disabled message box says why, in place of its placeholder.
    await expect(composer(fan.page)).toHaveAttribute("placeholder", CHAT_MESSAGES.roomLocked);
    await expect(messageLog(fan.page).getByText(words)).toBeVisible();
  }
  // The server refuses a send too: the screen only mirrors it.
  const refused = await bob.page.request.post(`/api/chat/rooms/${roomSlug(room)}/messages`, {
    headers: await bearerOf(bob.page, bob.fan),
    data: { messageText: "Anyone still here?" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: CHAT_MESSAGES.roomLocked });
});
