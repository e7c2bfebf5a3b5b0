import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "@huddle/contracts/chat";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import { uniqueSuffix } from "../../test/unique-suffix.ts";
import {
  connectSocket,
  emitWithAck,
  nextEvent,
  type TestSocket,
} from "../../test/socket-client.ts";

let t: TestApp;
let baseUrl: string;
let freshRoom: () => string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  freshRoom = await teamRooms(t.database);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  while (sockets.length) sockets.pop()!.close();
});
afterAll(() => t.close());

async function connectedFan(prefix: string, slug: string) {
  const user = await createUser(t.database, { username: `${prefix}_${uniqueSuffix()}` });
  const { tokens } = await signIn(t.app, user);
  const socket = await connectSocket(baseUrl, tokens.accessToken);
  sockets.push(socket);
  expect(await emitWithAck(socket, "join-room", { roomSlug: slug })).toMatchObject({ ok: true });
  return { user, socket, headers: bearer(tokens.accessToken) };
}

describe("reactions and mentions live", () => {
  it("shows one fan's reaction to the other at once, with counts and who reacted", async () => {
    const slug = freshRoom();
    const ana = await connectedFan("ana", slug);
    const ben = await connectedFan("ben", slug);
    const sent = (await emitWithAck(ana.socket, "send-message", {
      roomSlug: slug,
      messageText: "Touchdown!",
    })) as { ok: true; message: ChatMessage };

    const seenByAna = nextEvent(ana.socket, "reactions-updated");
    const ack = await emitWithAck(ben.socket, "toggle-reaction", {
      messageId: sent.message.id,
      emoji: "🎉",
    });
    expect(ack).toEqual({
      ok: true,
      messageId: sent.message.id,
      roomSlug: slug,
      reactions: [{ emoji: "🎉", count: 1, reacted: true, reactors: [ben.user.username] }],
    });
    expect(await seenByAna).toEqual({
      roomSlug: slug,
      updates: [
        {
          messageId: sent.message.id,
          roomSlug: slug,
          emoji: "🎉",
          count: 1,
          reactors: [ben.user.username],
          actorId: ben.user.id,
          added: true,
        },
      ],
    });

    // Within the room's broadcast window: it comes at the window's end, with any others.
    const removal = nextEvent(ana.socket, "reactions-updated");
    await emitWithAck(ben.socket, "toggle-reaction", { messageId: sent.message.id, emoji: "🎉" });
    expect(await removal).toMatchObject({ updates: [{ count: 0, reactors: [], added: false }] });
  });

  it("answers a bad toggle in the ack", async () => {
    const slug = freshRoom();
    const ana = await connectedFan("ana", slug);
    expect(
      await emitWithAck(ana.socket, "toggle-reaction", { messageId: "nope", emoji: "👍" }),
    ).toMatchObject({ status: 400 });
  });

  it("tells a mentioned fan's open tab, and suggests fans online in the room first", async () => {
    const slug = freshRoom();
    const ana = await connectedFan("ana", slug);
    const ben = await connectedFan("ben", slug);
    const suggestions = await t.app.inject({
      method: "GET",
      url: `/api/chat/rooms/${slug}/mention-suggestions?q=${ben.user.username.slice(0, 5)}`,
      headers: ana.headers,
    });
    expect(suggestions.json().suggestions).toEqual([
      { username: ben.user.username, avatar: null, source: "room" },
    ]);

    const mentioned = nextEvent(ben.socket, "mentioned");
    await emitWithAck(ana.socket, "send-message", {
      roomSlug: slug,
      messageText: `@${ben.user.username} did you see that?`,
    });
    expect(await mentioned).toMatchObject({
      author: ana.user.username,
      roomSlug: slug,
      text: `@${ben.user.username} did you see that?`,
      read: false,
    });
  });

  it("withdraws a mention from the mentioned fan's tab when its message is deleted", async () => {
    const slug = freshRoom();
    const ana = await connectedFan("ana", slug);
    const ben = await connectedFan("ben", slug);
    const mentioned = nextEvent(ben.socket, "mentioned");
    const sent = (await emitWithAck(ana.socket, "send-message", {
      roomSlug: slug,
      messageText: `@${ben.user.username} look at the lineup card`,
    })) as { ok: true; message: ChatMessage };
    await mentioned;

    const withdrawn = nextEvent(ben.socket, "mention-withdrawn");
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/messages/${sent.message.id}`,
      headers: ana.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await withdrawn).toEqual({ messageId: sent.message.id });
  });

  it("never suggests a fan who blocked the viewer, though they are online in the room", async () => {
    const slug = freshRoom();
    const ana = await connectedFan("ana", slug);
    const ben = await connectedFan("ben", slug);
    const suggest = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/chat/rooms/${slug}/mention-suggestions?q=${ben.user.username}`,
          headers: ana.headers,
        })
      ).json().suggestions;
    expect(await suggest()).toHaveLength(1);
    await t.app.inject({
      method: "POST",
      url: `/api/user/block/${ana.user.id}`,
      headers: ben.headers,
    });
    expect(await suggest()).toEqual([]);
  });
});
