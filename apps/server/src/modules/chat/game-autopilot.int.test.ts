import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MESSAGES, type RoomSettingsChanged } from "@huddle/contracts/chat";
import { SIDELINE_LOCK_AFTER_MS } from "@huddle/contracts/rules/game-autopilot";
import { roomSlug } from "@huddle/contracts/rules/room";
import type { Game } from "@huddle/contracts/sports";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signedInUser, signIn } from "../../test/factories.ts";
import {
  connectSocket,
  emitWithAck,
  nextEvent,
  type TestSocket,
} from "../../test/socket-client.ts";
import { roomsOfGame } from "../sports/scores-engine.ts";
import { buildScheduledGame } from "../sports/simulator/testing/build-scheduled-game.ts";
import { createSportsRepository } from "../sports/sports.repository.ts";

let t: TestApp;
let baseUrl: string;
let reader: TestSocket;
let games = 0;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const user = await createUser(t.database);
  reader = await connectSocket(baseUrl, (await signIn(t.app, user)).tokens.accessToken);
  await emitWithAck(reader, "join-room", { roomSlug: "general" });
});
afterAll(async () => {
  reader.close();
  await t.close();
});

/** A stored NFL game of its own (so its rooms exist), with its game and sideline rooms. */
async function nflGame() {
  const scheduled = buildScheduledGame("nfl", { idKey: `autopilot:${games++}` });
  await createSportsRepository(t.database.db).upsertGames([scheduled]);
  const rooms = {
    game: roomSlug({ type: "game", gameId: scheduled.id }),
    home: roomSlug({ type: "sideline", gameId: scheduled.id, teamId: scheduled.homeTeam.teamId }),
    away: roomSlug({ type: "sideline", gameId: scheduled.id, teamId: scheduled.awayTeam.teamId }),
  };
  for (const slug of Object.values(rooms))
    await emitWithAck(reader, "join-room", { roomSlug: slug });
  return { scheduled, rooms, all: Object.values(rooms) };
}

function at(
  game: Game,
  facts: { period: number; timeRemaining: string | null; home: number; away: number },
  state: Game["state"] = "in",
): Game {
  return {
    ...game,
    state,
    status: state === "post" ? "STATUS_FINAL" : "STATUS_IN_PROGRESS",
    period: facts.period,
    quarter: facts.period,
    timeRemaining: facts.timeRemaining,
    clock: facts.timeRemaining,
    homeTeam: { ...game.homeTeam, score: facts.home },
    awayTeam: { ...game.awayTeam, score: facts.away },
  };
}

/** What the scores engine does for a changed game: publish it, and wait for the subscribers. */
async function update(game: Game): Promise<void> {
  await t.app.bus.publish("sports.game-updated", { game, roomSlugs: roomsOfGame(game) });
  await t.app.bus.idle();
}

/** Collects the room-settings events the reader's socket gets while `during` runs. */
async function settingsEvents(during: () => Promise<void>): Promise<RoomSettingsChanged[]> {
  const seen: RoomSettingsChanged[] = [];
  const listener = (payload: RoomSettingsChanged) => {
    if (payload.roomSlug !== "general") seen.push(payload);
  };
  reader.on("room-settings", listener);
  await during();
  // A marker event after them: one connection keeps its order, so once it is here, so are they.
  const marker = nextEvent(reader, "room-settings", (e) => e.roomSlug === "general");
  await t.app.bus.publish("chat.room-settings-changed", {
    roomSlug: "general",
    slowModeSeconds: 0,
  });
  await marker;
  reader.off("room-settings", listener);
  return seen;
}

async function settings(slug: string) {
  const fan = await signedInUser(t.app, t.database);
  return (await fan.call("GET", `/api/chat/rooms/${slug}/settings`)).json();
}

describe("game-state autopilot: slow mode follows the game", () => {
  it("turns slow mode on in a close game's last two minutes and off at the final, live", async () => {
    const { scheduled, rooms, all } = await nflGame();

    const early = await settingsEvents(() =>
      update(at(scheduled, { period: 4, timeRemaining: "2:30", home: 17, away: 14 })),
    );
    expect(early).toEqual([]);
    expect((await settings(rooms.game)).slowModeSeconds).toBe(0);

    const crunch = await settingsEvents(() =>
      update(at(scheduled, { period: 4, timeRemaining: "1:55", home: 17, away: 14 })),
    );
    expect(crunch.map((e) => e.roomSlug).sort()).toEqual([...all].sort());
    expect(crunch[0]).toMatchObject({ slowModeSeconds: 15, slowModeSource: "auto" });
    expect(await settings(rooms.home)).toMatchObject({
      slowModeSeconds: 15,
      slowModeSource: "auto",
      locksAt: null,
    });

    const fan = await signedInUser(t.app, t.database);
    const send = (text: string) =>
      fan.call("POST", `/api/chat/rooms/${rooms.game}/messages`, { messageText: text });
    expect((await send("Two minute drill")).statusCode).toBe(201);
    const second = await send("Come on defense");
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatch(/^Slow mode is on\./);

    // A replayed update stores and announces nothing.
    const replay = await settingsEvents(() =>
      update(at(scheduled, { period: 4, timeRemaining: "1:40", home: 17, away: 14 })),
    );
    expect(replay).toEqual([]);

    const final = await settingsEvents(() =>
      update(at(scheduled, { period: 4, timeRemaining: "0:00", home: 17, away: 14 }, "post")),
    );
    expect(final.map((e) => e.roomSlug).sort()).toEqual([...all].sort());
    expect(final.every((e) => e.slowModeSeconds === 0)).toBe(true);
    // Only the sideline rooms lock, an hour after the final.
    const locks = Object.fromEntries(final.map((e) => [e.roomSlug, e.locksAt]));
    expect(locks[rooms.game]).toBeNull();
    const lockTime = Date.parse(locks[rooms.home] ?? "");
    expect(lockTime - t.clock.now().getTime()).toBeGreaterThan(SIDELINE_LOCK_AFTER_MS - 60_000);
    expect(lockTime - t.clock.now().getTime()).toBeLessThanOrEqual(SIDELINE_LOCK_AFTER_MS);
    expect((await send("What a finish")).statusCode).toBe(201);
  });

  it("leaves a room whose slow mode a moderator set alone, on and off", async () => {
    const { scheduled, rooms } = await nflGame();
    const mod = await signedInUser(t.app, t.database, { adminLevel: "mod" });
    await mod.call("PUT", `/api/chat/rooms/${rooms.game}/slow-mode`, { seconds: 0 });
    expect((await settings(rooms.game)).slowModeSource).toBe("moderator");

    const crunch = await settingsEvents(() =>
      update(at(scheduled, { period: 5, timeRemaining: "1:00", home: 20, away: 20 })),
    );
    expect(crunch.map((e) => e.roomSlug).sort()).toEqual([rooms.away, rooms.home].sort());
    expect((await settings(rooms.game)).slowModeSeconds).toBe(0);

    // A moderator's setting during crunch time outlives the final too.
    await mod.call("PUT", `/api/chat/rooms/${rooms.home}/slow-mode`, { seconds: 30 });
    await update(at(scheduled, { period: 5, timeRemaining: "0:00", home: 23, away: 20 }, "post"));
    expect(await settings(rooms.home)).toMatchObject({
      slowModeSeconds: 30,
      slowModeSource: "moderator",
    });
    expect((await settings(rooms.away)).slowModeSeconds).toBe(0);
    // The lock is not slow mode: the moderator's room still locks after the final.
    expect((await settings(rooms.home)).locksAt).not.toBeNull();
  });

  it("does nothing for a game that is not close", async () => {
    const { scheduled, rooms } = await nflGame();
    const events = await settingsEvents(() =>
      update(at(scheduled, { period: 4, timeRemaining: "1:00", home: 35, away: 3 })),
    );
    expect(events).toEqual([]);
    expect((await settings(rooms.game)).slowModeSeconds).toBe(0);
  });
});

describe("game-state autopilot: sideline rooms lock an hour after the final", () => {
  it("refuses sends and edits with a 403 once locked, keeps the history, and leaves the game room open", async () => {
    const { scheduled, rooms } = await nflGame();
    const author = await signedInUser(t.app, t.database);
    const posted = await author.call("POST", `/api/chat/rooms/${rooms.home}/messages`, {
      messageText: "Great season everyone",
    });
    expect(posted.statusCode).toBe(201);
    const final = at(scheduled, { period: 4, timeRemaining: "0:00", home: 10, away: 7 }, "post");
    await update(final);
    const { locksAt } = await settings(rooms.home);

    t.clock.advance(SIDELINE_LOCK_AFTER_MS + 1_000);
    // A replayed final an hour later does not move the lock.
    await update(final);
    expect((await settings(rooms.home)).locksAt).toBe(locksAt);
    // Signed in again: the access token of an hour ago has expired.
    const { tokens } = await signIn(t.app, author.user);
    const fan = {
      call: (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
        t.app.inject({ method, url, headers: bearer(tokens.accessToken), payload }),
    };

    const refused = await fan.call("POST", `/api/chat/rooms/${rooms.home}/messages`, {
      messageText: "Anyone still here?",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: CHAT_MESSAGES.roomLocked });
    const edit = await fan.call("PUT", `/api/chat/messages/${posted.json().message.id}`, {
      text: "Great season, everyone",
    });
    expect(edit.statusCode).toBe(403);

    const history = await fan.call("GET", `/api/chat/rooms/${rooms.home}/messages`);
    expect(history.statusCode).toBe(200);
    expect(history.json().messages.map((m: { text: string }) => m.text)).toContain(
      "Great season everyone",
    );
    expect((await settings(rooms.home)).postingRestriction).toEqual({
      message: CHAT_MESSAGES.roomLocked,
    });
    const gameRoom = await fan.call("POST", `/api/chat/rooms/${rooms.game}/messages`, {
      messageText: "Game room stays open",
    });
    expect(gameRoom.statusCode).toBe(201);
  });

  it("locks after SIDELINE_LOCK_AFTER_SECONDS where a deployment sets it", async () => {
    const quick = await buildTestApp({ SIDELINE_LOCK_AFTER_SECONDS: "15" });
    try {
      const scheduled = buildScheduledGame("nfl", { idKey: "autopilot:configured-lock" });
      await createSportsRepository(quick.database.db).upsertGames([scheduled]);
      const final = at(scheduled, { period: 4, timeRemaining: "0:00", home: 3, away: 0 }, "post");
      const before = quick.clock.now().getTime();
      await quick.app.bus.publish("sports.game-updated", {
        game: final,
        roomSlugs: roomsOfGame(final),
      });
      await quick.app.bus.idle();
      const home = roomSlug({
        type: "sideline",
        gameId: scheduled.id,
        teamId: scheduled.homeTeam.teamId,
      });
      const fan = await signedInUser(quick.app, quick.database);
      const { locksAt } = (await fan.call("GET", `/api/chat/rooms/${home}/settings`)).json();
      // Fifteen seconds after the moment the final was seen, somewhere in this test's run.
      const lockAfter = Date.parse(locksAt) - before;
      expect(lockAfter).toBeGreaterThanOrEqual(15_000);
      expect(lockAfter).toBeLessThanOrEqual(15_000 + quick.clock.now().getTime() - before);
    } finally {
      await quick.close();
    }
  });

  it("never locks after a canceled game", async () => {
    const { scheduled, rooms } = await nflGame();
    await update({ ...scheduled, state: "post", status: "STATUS_CANCELED" });
    expect((await settings(rooms.home)).locksAt).toBeNull();
  });
});
