import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import type { TestApp } from "../../test/build-test-app.ts";
import { startAppCluster, type AppCluster, type ClusterDatabase } from "../../test/cluster.ts";
import { createUser, signIn } from "../../test/factories.ts";

let cluster: AppCluster;
let database: ClusterDatabase;
let nodeA: TestApp;
let nodeB: TestApp;

/** Two nodes with the E2E hooks on, as the clustered journeys run them. */
beforeAll(async () => {
  cluster = await startAppCluster({ E2E_TEST_HOOKS: "true" });
  ({
    database,
    nodes: [nodeA, nodeB],
  } = cluster);
}, 60_000);

afterAll(() => cluster?.close());

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
