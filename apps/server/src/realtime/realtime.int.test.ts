import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { REALTIME_MESSAGES } from "@huddle/contracts/realtime";
import { INVALID_ROOM } from "@huddle/contracts/rules/room";
import { createUsersRepository } from "../modules/users/users.repository.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../test/factories.ts";
import { teamRooms } from "../test/rooms.ts";
import { connectSocket, emitWithAck, nextEvent, type TestSocket } from "../test/socket-client.ts";

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

async function connectedFan(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database, overrides);
  const { tokens } = await signIn(t.app, user);
  const socket = await connectSocket(baseUrl, tokens.accessToken);
  sockets.push(socket);
  return { user, token: tokens.accessToken, socket };
}

describe("realtime chat", () => {
  it("refuses a connection without a token or with a bad one", async () => {
    await expect(connectSocket(baseUrl)).rejects.toThrow("unauthorized");
    await expect(connectSocket(baseUrl, "not-a-token")).rejects.toThrow("unauthorized");
  });

  it("joins a room with the online count and tells the room who joined and left", async () => {
    const a = await connectedFan();
    const b = await connectedFan();
    const room = freshRoom();
    expect(await emitWithAck(a.socket, "join-room", { roomSlug: room })).toEqual({
      ok: true,
      roomSlug: room,
      onlineCount: 1,
    });
    const joined = nextEvent(a.socket, "user-joined");
    expect(await emitWithAck(b.socket, "join-room", { roomSlug: room })).toMatchObject({
      onlineCount: 2,
    });
    expect(await joined).toEqual({
      roomSlug: room,
      userId: b.user.id,
      username: b.user.username,
      onlineCount: 2,
    });
    const left = nextEvent(a.socket, "user-left");
    b.socket.close();
    expect(await left).toMatchObject({ userId: b.user.id, onlineCount: 1 });
  });

  it("refuses to join a malformed room", async () => {
    const a = await connectedFan();
    expect(await emitWithAck(a.socket, "join-room", { roomSlug: "league-xfl" })).toMatchObject({
      status: 400,
    });
  });

  it("delivers a sent message to the room after storing it, with the saved message in the ack", async () => {
    const a = await connectedFan();
    const b = await connectedFan();
    const room = freshRoom();
    await emitWithAck(a.socket, "join-room", { roomSlug: room });
    await emitWithAck(b.socket, "join-room", { roomSlug: room });
    const received = nextEvent(b.socket, "new-message");
    const ack = (await emitWithAck(a.socket, "send-message", {
      roomSlug: room,
      messageText: "Touchdown!",
      parentMessageId: null,
    })) as { ok: true; message: { id: string } };
    expect(ack.ok).toBe(true);
    const message = await received;
    expect(message).toMatchObject({
      id: ack.message.id,
      text: "Touchdown!",
      username: a.user.username,
    });
    const history = await t.app.inject({
      method: "GET",
      url: `/api/chat/rooms/${room}/messages`,
      headers: bearer(b.token),
    });
    expect(history.json().messages[0].id).toBe(message.id);
  });

  it("lets a moderator broadcast an announcement and refuses a fan's", async () => {
    const mod = await connectedFan({ adminLevel: "mod" });
    const fan = await connectedFan();
    const room = freshRoom();
    await emitWithAck(mod.socket, "join-room", { roomSlug: room });
    await emitWithAck(fan.socket, "join-room", { roomSlug: room });
    const announced = nextEvent(fan.socket, "room-message-broadcast");
    const ack = await emitWithAck(mod.socket, "broadcast-message", {
      roomSlug: room,
      messageText: "Kickoff in 10 minutes, keep it clean!",
      parentMessageId: null,
    });
    expect(ack).toMatchObject({ ok: true, message: { type: "announcement" } });
    expect(await announced).toMatchObject({
      type: "announcement",
      text: "Kickoff in 10 minutes, keep it clean!",
      username: mod.user.username,
    });
    expect(
      await emitWithAck(fan.socket, "broadcast-message", {
        roomSlug: room,
        messageText: "Everyone listen to me",
        parentMessageId: null,
      }),
    ).toEqual({ error: CHAT_MESSAGES.broadcastForbidden, status: 403 });
  });

  it("answers a blocked message in the ack and broadcasts nothing", async () => {
    const a = await connectedFan();
    const b = await connectedFan();
    const room = freshRoom();
    await emitWithAck(a.socket, "join-room", { roomSlug: room });
    await emitWithAck(b.socket, "join-room", { roomSlug: room });
    const received: string[] = [];
    b.socket.on("new-message", (m) => received.push(m.text));
    const ack = (await emitWithAck(a.socket, "send-message", {
      roomSlug: room,
      messageText: "shut up you worthless piece of shit",
      parentMessageId: null,
    })) as Record<string, unknown>;
    expect(ack).toMatchObject({ error: "Message blocked by content filter", status: 400 });
    expect(Array.isArray(ack.categories)).toBe(true);
    expect(typeof ack.toxicityScore).toBe("number");
    // One room's broadcasts reach a socket in the order they were sent: once the next message
    // is in, a broadcast of the blocked one would already have arrived before it.
    const next = nextEvent(b.socket, "new-message", (m) => m.text === "ok then");
    await emitWithAck(a.socket, "send-message", {
      roomSlug: room,
      messageText: "ok then",
      parentMessageId: null,
    });
    await next;
    expect(received).toEqual(["ok then"]);
    const history = await t.app.inject({
      method: "GET",
      url: `/api/chat/rooms/${room}/messages`,
      headers: bearer(b.token),
    });
    expect(history.json().messages.map((m: { text: string }) => m.text)).toEqual(["ok then"]);
  });

  it("broadcasts messages posted over HTTP, their edits and their deletion", async () => {
    const a = await connectedFan();
    const b = await connectedFan();
    const room = freshRoom();
    await emitWithAck(b.socket, "join-room", { roomSlug: room });
    const created = nextEvent(b.socket, "new-message");
    const post = await t.app.inject({
      method: "POST",
      url: `/api/chat/rooms/${room}/messages`,
      headers: bearer(a.token),
      payload: { messageText: "Hat trick!" },
    });
    const { id } = post.json().message;
    expect((await created).id).toBe(id);

    const edited = nextEvent(b.socket, "message-edited");
    await t.app.inject({
      method: "PUT",
      url: `/api/chat/messages/${id}`,
      headers: bearer(a.token),
      payload: { text: "Hat trick for Ovechkin!" },
    });
    expect(await edited).toMatchObject({ id, text: "Hat trick for Ovechkin!", isEdited: true });

    const deleted = nextEvent(b.socket, "message-deleted");
    await t.app.inject({
      method: "DELETE",
      url: `/api/chat/messages/${id}`,
      headers: bearer(a.token),
    });
    expect(await deleted).toEqual({ id, roomSlug: room });
  });

  it("relays typing to the others in the room with the server's username", async () => {
    const a = await connectedFan();
    const b = await connectedFan();
    const room = freshRoom();
    await emitWithAck(a.socket, "join-room", { roomSlug: room });
    await emitWithAck(b.socket, "join-room", { roomSlug: room });
    const typing = nextEvent(b.socket, "typing-start");
    a.socket.emit("typing-start", { roomSlug: room, username: "someone-else" });
    expect(await typing).toEqual({ roomSlug: room, username: a.user.username });
    const stopped = nextEvent(b.socket, "typing-stop");
    a.socket.emit("typing-stop", { roomSlug: room, username: a.user.username });
    expect(await stopped).toEqual({ roomSlug: room, username: a.user.username });
  });

  it("ignores malformed payloads with an error ack that says what is wrong", async () => {
    const a = await connectedFan();
    expect(await emitWithAck(a.socket, "send-message", { roomSlug: 5 } as never)).toMatchObject({
      error: "Invalid request",
      status: 400,
    });
    const tooLong = { roomSlug: freshRoom(), messageText: "x".repeat(1001), parentMessageId: null };
    expect(await emitWithAck(a.socket, "send-message", tooLong)).toEqual({
      error: "Invalid request",
      status: 400,
      details: [CHAT_MESSAGES.tooLong],
    });
  });
});

describe("what a client puts in an event (security audit)", () => {
  const raw = (socket: TestSocket) => socket as unknown as { emit(...args: unknown[]): void };

  it("never calls a client's argument as the ack: a string there does not end the server", async () => {
    const a = await connectedFan();
    const room = freshRoom();
    for (const event of ["join-room", "leave-room", "send-message", "toggle-reaction"]) {
      raw(a.socket).emit(event, { roomSlug: room, messageText: "hi" }, "not-a-callback");
    }
    // An extra argument before a real ack: the ack is still the one Socket.IO made.
    const acked = await (
      a.socket.timeout(5_000) as unknown as { emitWithAck(...args: unknown[]): Promise<unknown> }
    ).emitWithAck("join-room", { roomSlug: room }, "extra");
    expect(acked).toMatchObject({ ok: true, roomSlug: room });
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
  });

  it("answers an event no handler takes instead of leaving the client to time out", async () => {
    const a = await connectedFan();
    expect(await emitWithAck(a.socket, "edit-message" as never, {} as never)).toEqual({
      error: REALTIME_MESSAGES.unknownEvent,
      status: 400,
    });
  });

  it("keeps a socket in its own rooms: leave-room takes chat rooms only", async () => {
    const a = await connectedFan();
    for (const roomSlug of [`user:${a.user.id}`, "address:127.0.0.1", a.socket.id!]) {
      expect(await emitWithAck(a.socket, "leave-room", { roomSlug })).toEqual({
        error: INVALID_ROOM,
        status: 400,
      });
    }
    expect(await t.app.io.in(`user:${a.user.id}`).fetchSockets()).toHaveLength(1);
  });
});

describe("a ban while connected", () => {
  it("refuses the next message and ends the connection", async () => {
    const a = await connectedFan();
    const room = freshRoom();
    await emitWithAck(a.socket, "join-room", { roomSlug: room });
    await createUsersRepository(t.database.db).update(a.user.id, { banned: true });
    const disconnected = new Promise<string>((resolve) => a.socket.once("disconnect", resolve));
    const ack = await emitWithAck(a.socket, "send-message", {
      roomSlug: room,
      messageText: "still here?",
      parentMessageId: null,
    });
    expect(ack).toMatchObject({ status: 403, error: AUTH_MESSAGES.suspended });
    expect(await disconnected).toBe("io server disconnect");
  });
});

describe("the session sweep", () => {
  it("disconnects a banned reader and a signed-out session, and keeps everyone else", async () => {
    const banned = await connectedFan();
    const signedOut = await connectedFan();
    const bystander = await connectedFan();
    const room = freshRoom();
    for (const fan of [banned, signedOut, bystander]) {
      await emitWithAck(fan.socket, "join-room", { roomSlug: room });
    }
    const dropped = [banned, signedOut].map(
      (fan) => new Promise<string>((resolve) => fan.socket.once("disconnect", resolve)),
    );
    await createUsersRepository(t.database.db).update(banned.user.id, { banned: true });
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(signedOut.token),
    });
    expect(logout.statusCode).toBe(200);

    expect(await t.app.sessionSweep.runOnce()).toBe(2);
    expect(await Promise.all(dropped)).toEqual(["io server disconnect", "io server disconnect"]);
    expect(bystander.socket.connected).toBe(true);
    expect(await t.app.sessionSweep.runOnce()).toBe(0);
  });
});
