import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMessagesResponseSchema } from "@huddle/contracts/chat";
import type { TestApp } from "../../test/build-test-app.ts";
import { startAppCluster, type AppCluster, type ClusterDatabase } from "../../test/cluster.ts";
import { bearer, createUser, signedInUser, signIn } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";

let cluster: AppCluster;
let database: ClusterDatabase;
let nodeA: TestApp;
let nodeB: TestApp;
let freshRoom: () => string;

/** Two nodes of one cluster; their test clocks stand still, so a cached page stays cached. */
beforeAll(async () => {
  cluster = await startAppCluster();
  ({
    database,
    nodes: [nodeA, nodeB],
  } = cluster);
  freshRoom = await teamRooms(database);
}, 60_000);

afterAll(() => cluster?.close());

describe("a room's newest page, cached on one node, written on another", () => {
  it("is read fresh when the client asks (Cache-Control: no-cache), and refreshed for the others", async () => {
    const room = freshRoom();
    const reader = await createUser(database);
    const token = bearer((await signIn(nodeA.app, reader)).tokens.accessToken);
    const newestTexts = async (headers: Record<string, string> = {}) => {
      const res = await nodeA.app.inject({
        method: "GET",
        url: `/api/chat/rooms/${room}/messages`,
        headers: { ...token, ...headers },
      });
      expect(res.statusCode).toBe(200);
      return listMessagesResponseSchema.parse(res.json()).messages.map((m) => m.messageText);
    };
    const { call: writerOnB } = await signedInUser(nodeB.app, database);

    expect(await newestTexts()).toEqual([]);
    const sent = await writerOnB("POST", `/api/chat/rooms/${room}/messages`, {
      messageText: "B: fourth and one, they go for it",
    });
    expect(sent.statusCode).toBe(201);

    // Node A's page predates the message (another node's write does not drop it)…
    expect(await newestTexts()).toEqual([]);
    // …a fresh read does not, and the page it read is the one the next readers get.
    expect(await newestTexts({ "cache-control": "no-cache" })).toEqual([
      "B: fourth and one, they go for it",
    ]);
    expect(await newestTexts()).toEqual(["B: fourth and one, they go for it"]);
  });
});
