import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import type { Database } from "../../db/client.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { connectTestRedis } from "../../test/test-redis.ts";

let database: Database & { url?: string };
let redis: Redis;
let nodeA: TestApp;
let nodeB: TestApp;

/** Two nodes with the E2E hooks on, as the clustered journeys run them. */
beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error("the cluster test needs PostgreSQL (TEST_DB_KIND=postgres)");
  redis = connectTestRedis();
  const env = { E2E_TEST_HOOKS: "true" };
  [nodeA, nodeB] = await Promise.all([
    buildTestApp(env, { database, redis }),
    buildTestApp(env, { database, redis }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([nodeA?.close(), nodeB?.close()]);
  redis?.disconnect();
  await database?.close();
});

/** A game `node`'s simulator has scheduled and not started, from a scores round it stored. */
async function scheduledGameId(node: TestApp): Promise<string> {
  await node.app.scores.tick("none");
  const { tokens } = await signIn(node.app, await createUser(database));
  const res = await node.app.inject({
    method: "GET",
    url: "/api/sports/games?status=scheduled",
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  const game = (res.json() as { games: Game[] }).games.find((g) => g.state === "pre");
  if (!game) throw new Error("the simulator scheduled no game");
  return game.id;
}

describe("the simulator's E2E hooks on two nodes", () => {
  it.each([
    ["kick-off", "kickOff"],
    ["play-out", "playOut"],
  ] as const)("%s on one node reaches the other's simulator", async (hook, method) => {
    const gameId = await scheduledGameId(nodeA);
    await nodeB.app.scores.tick("none");
    const onB = vi.spyOn(nodeB.app.scores, method);

    const res = await nodeA.app.inject({
      method: "POST",
      url: `/api/test-hooks/simulator/${hook}`,
      payload: { gameId },
    });

    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(onB).toHaveBeenCalledWith(gameId), { timeout: 5_000 });
    onB.mockRestore();
  });
});
