import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMessagesResponseSchema } from "@huddle/contracts/chat";
import type { TestApp } from "../../test/build-test-app.ts";
import { startAppCluster, type AppCluster } from "../../test/cluster.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";

let cluster: AppCluster;
let nodeA: TestApp;
let nodeB: TestApp;
let freshRoom: () => string;

/** Two nodes of one cluster: one PostgreSQL database, one Redis. */
beforeAll(async () => {
  cluster = await startAppCluster();
  [nodeA, nodeB] = cluster.nodes;
  freshRoom = await teamRooms(cluster.database);
}, 60_000);

afterAll(() => cluster?.close());

async function signedIn(node: TestApp) {
  const user = await createUser(cluster.database);
  return bearer((await signIn(node.app, user)).tokens.accessToken);
}

describe("word pairs across two nodes", () => {
  it("rewrites a fan's history on one node as soon as they add a pair through the other", async () => {
    const room = freshRoom();
    const ana = await signedIn(nodeA);
    const ben = await signedIn(nodeA);
    const posted = await nodeA.app.inject({
      method: "POST",
      url: `/api/chat/rooms/${room}/messages`,
      headers: ana,
      payload: { messageText: "the refs missed that one" },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const historyOnA = async () => {
      const res = await nodeA.app.inject({
        method: "GET",
        url: `/api/chat/rooms/${room}/messages`,
        headers: ben,
      });
      return listMessagesResponseSchema.parse(res.json()).messages.map((m) => m.text);
    };
    // Node A now holds Ben's pairs (none).
    expect(await historyOnA()).toEqual(["the refs missed that one"]);

    const added = await nodeB.app.inject({
      method: "POST",
      url: "/api/user/word-replacements",
      headers: ben,
      payload: { originalWord: "refs", replacementWord: "officials" },
    });
    expect(added.statusCode).toBe(201);
    // Node A hears of it through the adapter, well within its cached pairs' minute.
    await expect.poll(historyOnA, { timeout: 3_000 }).toEqual(["the officials missed that one"]);
  });
});
