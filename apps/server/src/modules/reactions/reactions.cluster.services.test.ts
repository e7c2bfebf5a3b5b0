import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listMessagesResponseSchema, type ChatMessage } from "@huddle/contracts/chat";
import { REACTION_MESSAGES, type ReactionEmoji } from "@huddle/contracts/reactions";
import type { TestApp } from "../../test/build-test-app.ts";
import { startAppCluster, type AppCluster, type ClusterDatabase } from "../../test/cluster.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import {
  connectSocket,
  emitWithAck,
  nextEvent,
  type TestSocket,
} from "../../test/socket-client.ts";

let cluster: AppCluster;
let database: ClusterDatabase;
let nodeA: TestApp;
let nodeB: TestApp;
const urls = new Map<TestApp, string>();
let freshRoom: () => string;
const sockets: TestSocket[] = [];

/** Two nodes of one cluster: one PostgreSQL database, one Redis (adapter, presence, limits). */
beforeAll(async () => {
  cluster = await startAppCluster();
  ({
    database,
    nodes: [nodeA, nodeB],
  } = cluster);
  for (const node of [nodeA, nodeB]) {
    await node.app.listen({ port: 0, host: "127.0.0.1" });
    urls.set(node, `http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`);
  }
  freshRoom = await teamRooms(database);
}, 60_000);

afterEach(() => {
  while (sockets.length) sockets.pop()!.close();
});

afterAll(() => cluster?.close());

/** A fan connected to `node` and in the room. */
async function fanOn(node: TestApp, room: string) {
  const user = await createUser(database);
  const { tokens } = await signIn(node.app, user);
  const socket = await connectSocket(urls.get(node)!, tokens.accessToken);
  sockets.push(socket);
  expect(await emitWithAck(socket, "join-room", { roomSlug: room })).toMatchObject({ ok: true });
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  return { user, socket, headers };
}

/**
 * Each mention says something new: the filter takes a fan repeating themselves for spam. Not "look
 * at this": after a random "@fan_…" handle the model reads it as mocking about half the time
 * (docs/moderation.md, Known limits).
 */
const REMARKS = [
  "what a run",
  "what a catch",
  "did you see that",
  "called it",
  "big stop",
  "unreal pass",
  "nice read",
  "huge swing",
];
let remarksMade = 0;

/** A mention of `username` posted through node A, once node A has finished notifying it. */
async function mentionThroughA(headers: Record<string, string>, room: string, username: string) {
  const res = await nodeA.app.inject({
    method: "POST",
    url: `/api/chat/rooms/${room}/messages`,
    headers,
    payload: { messageText: `@${username} ${REMARKS[remarksMade++ % REMARKS.length]}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  await nodeA.app.mentions.idle();
}

/** Mentions again until one mention adds nothing to `count`: node A has heard of a change. */
async function untilMentionsAddNothing(mention: () => Promise<void>, count: () => Promise<number>) {
  let before = await count();
  await expect
    .poll(
      async () => {
        await mention();
        const after = await count();
        const added = after - before;
        before = after;
        return added;
      },
      { timeout: 3_000 },
    )
    .toBe(0);
}

describe("reactions and mentions across two nodes", () => {
  it("shows a reaction made on one node live on the other, and in its history", async () => {
    const room = freshRoom();
    const ana = await fanOn(nodeA, room);
    const ben = await fanOn(nodeB, room);
    const sent = (await emitWithAck(ana.socket, "send-message", {
      roomSlug: room,
      messageText: "Walk-off!",
    })) as { ok: true; message: ChatMessage };

    const seenOnA = nextEvent(ana.socket, "reactions-updated");
    await emitWithAck(ben.socket, "toggle-reaction", { messageId: sent.message.id, emoji: "🏆" });
    expect(await seenOnA).toMatchObject({
      updates: [{ emoji: "🏆", count: 1, reactors: [ben.user.username] }],
    });

    const res = await nodeA.app.inject({
      method: "GET",
      url: `/api/chat/rooms/${room}/messages`,
      headers: ben.headers,
    });
    const [message] = listMessagesResponseSchema.parse(res.json()).messages;
    expect(message?.reactions).toEqual([
      { emoji: "🏆", count: 1, reacted: true, reactors: [ben.user.username] },
    ]);
  });

  it("refuses a reaction on one node as soon as the author blocks the fan through the other", async () => {
    const room = freshRoom();
    const ana = await fanOn(nodeA, room);
    const ben = await fanOn(nodeB, room);
    const sent = (await emitWithAck(ana.socket, "send-message", {
      roomSlug: room,
      messageText: "Ballgame.",
    })) as { ok: true; message: ChatMessage };
    const react = (emoji: ReactionEmoji) =>
      emitWithAck(ben.socket, "toggle-reaction", { messageId: sent.message.id, emoji });
    // Node B now holds both fans' block lists.
    expect(await react("👍")).toMatchObject({ ok: true });

    const blocked = await nodeA.app.inject({
      method: "POST",
      url: `/api/user/block/${ben.user.id}`,
      headers: ana.headers,
    });
    expect(blocked.statusCode).toBe(200);
    // Node B hears of it through the adapter, well within its cached lists' minute.
    await expect
      .poll(async () => ((await react("🔥")) as { error?: string }).error, { timeout: 3_000 })
      .toBe(REACTION_MESSAGES.cannotReact);
  });

  it("suggests a fan online through the other node and tells their tab of the mention", async () => {
    const room = freshRoom();
    const ana = await fanOn(nodeA, room);
    const ben = await fanOn(nodeB, room);
    const res = await nodeA.app.inject({
      method: "GET",
      url: `/api/chat/rooms/${room}/mention-suggestions?q=${ben.user.username}`,
      headers: ana.headers,
    });
    expect(res.json().suggestions).toEqual([
      { username: ben.user.username, avatar: null, source: "room" },
    ]);

    const mentioned = nextEvent(ben.socket, "mentioned");
    await emitWithAck(ana.socket, "send-message", {
      roomSlug: room,
      messageText: `@${ben.user.username} you called it`,
    });
    expect(await mentioned).toMatchObject({ author: ana.user.username, roomSlug: room });
  });

  it("stops telling a fan of mentions on one node once they set the room to nothing through the other", async () => {
    const room = freshRoom();
    const ana = await fanOn(nodeA, room);
    const ben = await fanOn(nodeB, room);
    const mention = () => mentionThroughA(ana.headers, room, ben.user.username);
    const mentionsOfBen = async () => {
      const list = await nodeB.app.inject({
        method: "GET",
        url: "/api/user/mentions",
        headers: ben.headers,
      });
      return (list.json() as { mentions: unknown[] }).mentions.length;
    };
    // Node A now holds Ben's level for the room.
    await mention();
    expect(await mentionsOfBen()).toBe(1);

    const nothing = await nodeB.app.inject({
      method: "PUT",
      url: `/api/chat/rooms/${room}/notification-level`,
      headers: ben.headers,
      payload: { level: "nothing" },
    });
    expect(nothing.statusCode).toBe(200);
    // Node A hears of it through the adapter, well within its cached levels' minute.
    await untilMentionsAddNothing(mention, mentionsOfBen);
  });

  it("stops mailing mentions from one node once the fan turned email off through the other", async () => {
    const ana = await fanOn(nodeA, freshRoom());
    const ben = await createUser(database, { emailVerified: true });
    const benHeaders = {
      authorization: `Bearer ${(await signIn(nodeB.app, ben)).tokens.accessToken}`,
    };
    const mailsToBen = async () =>
      (await nodeA.outbox()).filter((mail) => mail.to.includes(ben.email)).length;
    // Each mention in a room of its own, so the per-room mail throttle never holds it back.
    const mention = () => mentionThroughA(ana.headers, freshRoom(), ben.username);
    // Node A now holds Ben's preferences.
    await mention();
    expect(await mailsToBen()).toBe(1);

    const off = await nodeB.app.inject({
      method: "PUT",
      url: "/api/user/notification-preferences",
      headers: benHeaders,
      payload: { emailEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    // Node A hears of it through the adapter, well within its cached reach's minute: from then
    // on a mention adds no mail.
    await untilMentionsAddNothing(mention, mailsToBen);
  });
});
