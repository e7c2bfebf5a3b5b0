import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";
import { connectSocket, emitWithAck } from "../../test/socket-client.ts";
import { withTeams } from "../sports/game-shape.ts";
import { buildScheduledGame } from "../sports/simulator/testing/build-scheduled-game.ts";
import { createSportsRepository } from "../sports/sports.repository.ts";

let t: TestApp;
let token: string;
let game: Game;

function liveAt(base: Game, home: number, away: number): Game {
  return {
    ...withTeams(base, { ...base.homeTeam, score: home }, { ...base.awayTeam, score: away }),
    state: "in",
    status: "STATUS_IN_PROGRESS",
    statusDetail: "3:12 - 2nd",
    period: 2,
    quarter: 2,
    clock: "3:12",
    timeRemaining: "3:12",
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  game = liveAt(buildScheduledGame("nfl"), 0, 0);
  await createSportsRepository(t.database.db).upsertGames([game]);
  token = (await signIn(t.app, await createUser(t.database))).tokens.accessToken;
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: `/api/chat/rooms/game-${game.id}/messages`,
    headers: bearer(token),
    payload,
  });

describe("spoiler delay on send (issue 15 §4)", () => {
  it.each([121, -1, 2.5, "30"])("refuses a delay of %j with a 400", async (delay) => {
    const res = await send({ messageText: "Go!", spoilerDelaySeconds: delay });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("error");
  });

  it("stamps the moment the sender watched, that many seconds ago", async () => {
    const atZero = await send({ messageText: "Kickoff soon" });
    expect(atZero.json().message.gameMoment).toMatchObject({ homeScore: 0, awayScore: 0 });

    await createSportsRepository(t.database.db).upsertGames([liveAt(game, 7, 0)]);
    t.clock.advance(40_000);

    const delayed = await send({ messageText: "Come on, defense", spoilerDelaySeconds: 30 });
    expect(delayed.statusCode).toBe(201);
    expect(delayed.json().message.gameMoment).toMatchObject({ homeScore: 0, awayScore: 0 });

    const live = await send({ messageText: "TOUCHDOWN", spoilerDelaySeconds: 0 });
    expect(live.json().message.gameMoment).toMatchObject({ homeScore: 7, awayScore: 0 });
  });

  it("refuses an out-of-range delay on the socket too, in the ack", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const socket = await connectSocket(url, token);
    try {
      const roomSlug = `game-${game.id}`;
      await emitWithAck(socket, "join-room", { roomSlug });
      const ack = await emitWithAck(socket, "send-message", {
        roomSlug,
        messageText: "Too far behind",
        spoilerDelaySeconds: 121,
      });
      expect(ack).toMatchObject({ status: 400 });
      const ok = await emitWithAck(socket, "send-message", {
        roomSlug,
        messageText: "Two minutes behind",
        spoilerDelaySeconds: 120,
      });
      expect(ok).toMatchObject({ ok: true, message: { gameMoment: { state: "in" } } });
    } finally {
      socket.close();
    }
  });
});
