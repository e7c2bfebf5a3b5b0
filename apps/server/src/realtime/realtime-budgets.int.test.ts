import type { AddressInfo } from "node:net";
import { Manager } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { REALTIME_MESSAGES } from "@huddle/contracts/realtime";
import { DEFAULT_ABUSE_BUDGETS, type AbuseBudgets } from "../abuse/abuse-budgets.ts";
import { createUsersRepository } from "../modules/users/users.repository.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { createUser, signIn } from "../test/factories.ts";
import { teamRooms } from "../test/rooms.ts";
import { connectSocket, emitWithAck, nextEvent, type TestSocket } from "../test/socket-client.ts";
import { TOO_MANY_CONNECTIONS } from "./socket-server.ts";

/** Issue 17 items 13 and 14, with small budgets so each cap is reached in a few steps. */
const BUDGETS: AbuseBudgets = {
  ...DEFAULT_ABUSE_BUDGETS,
  sockets: {
    perUser: 2,
    perAddress: 4,
    handshakeTimeoutMs: 300,
    roomsPerSocket: 3,
    joins: { capacity: 6, refillPerSecond: 0.01 },
    typing: { capacity: 2, refillPerSecond: 0.01 },
  },
};

let t: TestApp;
let baseUrl: string;
let freshRoom: () => string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { budgets: BUDGETS });
  freshRoom = await teamRooms(t.database);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
// Every test starts with no socket on the server, so the per-address count is the test's own.
afterEach(async () => {
  while (sockets.length) sockets.pop()!.close();
  await expect.poll(() => t.app.io.of("/").sockets.size).toBe(0);
});
afterAll(() => t.close());

async function signedIn() {
  const user = await createUser(t.database);
  const { tokens } = await signIn(t.app, user);
  return { user, token: tokens.accessToken };
}

async function connect(token: string): Promise<TestSocket> {
  const socket = await connectSocket(baseUrl, token);
  sockets.push(socket);
  return socket;
}

describe("connection caps (item 14)", () => {
  it("refuses a user's socket beyond the per-user cap", async () => {
    const fan = await signedIn();
    await connect(fan.token);
    await connect(fan.token);
    await expect(connectSocket(baseUrl, fan.token)).rejects.toThrow(TOO_MANY_CONNECTIONS);
    await connect((await signedIn()).token);
  });

  it("refuses sockets from one address beyond the per-address cap, whoever signs in", async () => {
    for (let n = 0; n < 2; n += 1) {
      const fan = await signedIn();
      await connect(fan.token);
      await connect(fan.token);
    }
    await expect(connectSocket(baseUrl, (await signedIn()).token)).rejects.toThrow(
      TOO_MANY_CONNECTIONS,
    );
  });

  it("closes a connection that never completes its handshake", async () => {
    const manager = new Manager(baseUrl, {
      path: "/socket.io",
      transports: ["websocket"],
      reconnection: false,
      forceNew: true,
    });
    const closed = new Promise<string>((resolve) => manager.on("close", resolve));
    manager.open();
    expect(await closed).toBe("transport close");
  });
});

describe("socket event budgets (items 13 and 14)", () => {
  it("caps the rooms one socket holds; rejoining a held room still answers", async () => {
    const socket = await connect((await signedIn()).token);
    const rooms = [freshRoom(), freshRoom(), freshRoom()];
    for (const roomSlug of rooms) {
      expect(await emitWithAck(socket, "join-room", { roomSlug })).toMatchObject({ ok: true });
    }
    expect(await emitWithAck(socket, "join-room", { roomSlug: freshRoom() })).toEqual({
      error: REALTIME_MESSAGES.tooManyRooms,
      status: 409,
    });
    expect(await emitWithAck(socket, "join-room", { roomSlug: rooms[0]! })).toMatchObject({
      ok: true,
    });
    await emitWithAck(socket, "leave-room", { roomSlug: rooms[1]! });
    expect(await emitWithAck(socket, "join-room", { roomSlug: freshRoom() })).toMatchObject({
      ok: true,
    });
  });

  it("throttles joins with a token bucket", async () => {
    const socket = await connect((await signedIn()).token);
    const roomSlug = freshRoom();
    for (let n = 0; n < BUDGETS.sockets.joins.capacity; n += 1) {
      expect(await emitWithAck(socket, "join-room", { roomSlug })).toMatchObject({ ok: true });
    }
    expect(await emitWithAck(socket, "join-room", { roomSlug })).toEqual({
      error: REALTIME_MESSAGES.joiningTooFast,
      status: 429,
    });
  });

  it("throttles typing with a token bucket", async () => {
    const typist = await signedIn();
    const a = await connect(typist.token);
    const b = await connect((await signedIn()).token);
    const roomSlug = freshRoom();
    await emitWithAck(a, "join-room", { roomSlug });
    await emitWithAck(b, "join-room", { roomSlug });
    const typing = () => a.emit("typing-start", { roomSlug, username: typist.user.username });
    // One at a time: typing is volatile, so a burst could be dropped by the transport instead.
    for (let n = 0; n < BUDGETS.sockets.typing.capacity; n += 1) {
      const relayed = nextEvent(b, "typing-start");
      typing();
      await relayed;
    }
    let relayedOverBudget = false;
    b.on("typing-start", () => (relayedOverBudget = true));
    typing();
    // Handled in order after the typing event: once the message arrives, a relay would have too.
    const message = nextEvent(b, "new-message");
    await emitWithAck(a, "send-message", { roomSlug, messageText: "Go!", parentMessageId: null });
    await message;
    expect(relayedOverBudget).toBe(false);
  });

  it("refuses a join to a room that does not exist", async () => {
    const socket = await connect((await signedIn()).token);
    for (const roomSlug of ["team-99999999", "game-secretclubhouse", "conference-nfl-anything"]) {
      expect(await emitWithAck(socket, "join-room", { roomSlug })).toEqual({
        error: CHAT_MESSAGES.roomNotFound,
        status: 404,
      });
    }
  });

  it("re-checks a ban at join and ends the connection", async () => {
    const fan = await signedIn();
    const socket = await connect(fan.token);
    await createUsersRepository(t.database.db).update(fan.user.id, { banned: true });
    const disconnected = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    expect(await emitWithAck(socket, "join-room", { roomSlug: freshRoom() })).toEqual({
      error: AUTH_MESSAGES.suspended,
      status: 403,
    });
    expect(await disconnected).toBe("io server disconnect");
  });
});
