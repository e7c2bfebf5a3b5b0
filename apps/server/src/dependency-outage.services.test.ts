import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./db/client.ts";
import { rowsOf } from "./db/raw-rows.ts";
import { SOCKET_ACK_TIMEOUT_MS } from "@huddle/contracts/chat-client";
import { SOCKET_SERVICE_UNAVAILABLE } from "@huddle/contracts/realtime";
import { DEPENDENCY_OUTAGE_TEXT, isDependencyOutage } from "./lib/dependency-outage.ts";
import { createMessagesRepository } from "./modules/chat/messages.repository.ts";
import { REDIS_COMMAND_TIMEOUT_MS } from "./lib/redis/redis-connection.ts";
import { createUser } from "./test/factories.ts";
import { endpointOf, startFaultProxy, type FaultProxy } from "./test/fault-proxy.ts";
import { startServerProcess, type ServerProcess } from "./test/server-process.ts";
import { connectSocket, emitWithAck, nextEvent, type TestSocket } from "./test/socket-client.ts";
import { createTestDatabase } from "./test/test-database.ts";
import { connectTestRedis } from "./test/test-redis.ts";
import { teamRooms } from "./test/rooms.ts";

/**
 * Fault injection on a real node (`main.ts` in its own process) whose PostgreSQL and Redis
 * connections run through relays the test cuts: while a service is gone the node answers 503
 * with Retry-After (never 500), says which service is down on /api/health, stays up, and
 * answers again once the service is back.
 */
let database: Database & { url?: string };
let postgresRelay: FaultProxy;
let redisRelay: FaultProxy;
let node: ServerProcess;
let dataDir: string;
let token: string;
let socket: TestSocket | undefined;
const onClose: (() => void)[] = [];

beforeAll(async () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) throw new Error("TEST_REDIS_URL is not set: the outage test needs Redis.");
  database = await createTestDatabase();
  if (!database.url) throw new Error("the outage test needs PostgreSQL (TEST_DB_KIND=postgres)");
  postgresRelay = await startFaultProxy(endpointOf(database.url));
  redisRelay = await startFaultProxy(endpointOf(redisUrl));
  dataDir = await mkdtemp(path.join(os.tmpdir(), "huddle-outage-"));
  node = await startServerProcess({
    DATABASE_URL: postgresRelay.through(database.url),
    REDIS_URL: redisRelay.through(redisUrl),
    JWT_SECRET: "outage-test-secret-of-at-least-32-characters",
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: "1",
  });
  token = await freshToken();
}, 120_000);

afterAll(async () => {
  socket?.close();
  for (const close of onClose) close();
  await node?.stop();
  await Promise.all([postgresRelay?.close(), redisRelay?.close()]);
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Signs a new fan in: the token of a session this node has not checked (nor cached) yet. */
async function freshToken(): Promise<string> {
  return tokenOf(await createUser(database));
}

async function tokenOf(fan: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${node.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ usernameOrEmail: fan.username, password: fan.password }),
  });
  return ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

function call(method: string, url: string, body?: object) {
  return fetch(`${node.url}${url}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

const send = (text: string) =>
  call("POST", "/api/chat/rooms/general/messages", { messageText: text });

async function health() {
  const res = await fetch(`${node.url}/api/health`);
  return { status: res.status, body: await res.json() };
}

/** Polls until `attempt` answers `status` (drivers reconnect with a back-off). */
async function eventually(attempt: () => Promise<Response>, status: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await attempt();
    if (res.status === status) return;
    if (Date.now() > deadline) throw new Error(`still ${res.status}: ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function expectOutageAnswer(res: Response): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  expect(await res.json()).toEqual({ error: DEPENDENCY_OUTAGE_TEXT });
}

describe("PostgreSQL cut off", () => {
  it("answers 503 with Retry-After, reports db down, and recovers when it is back", async () => {
    expect((await call("GET", "/api/user/profile")).status).toBe(200);
    const unchecked = await freshToken();
    await postgresRelay.cut();
    try {
      // A handshake whose session cannot be checked is not "unauthorized": that signs fans out.
      await expect(connectSocket(node.url, unchecked)).rejects.toThrow(SOCKET_SERVICE_UNAVAILABLE);
      await expectOutageAnswer(await call("GET", "/api/user/profile"));
      await expectOutageAnswer(await call("GET", "/api/chat/rooms/general/messages?limit=5"));
      await expectOutageAnswer(
        await fetch(`${node.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ usernameOrEmail: "nobody_here", password: "Goal-line1" }),
        }),
      );
      expect(await health()).toEqual({
        status: 503,
        body: { status: "degraded", db: "down", redis: "ok" },
      });
    } finally {
      await postgresRelay.restore();
    }
    await eventually(() => call("GET", "/api/user/profile"), 200);
    expect(await health()).toEqual({ status: 200, body: { status: "ok", db: "ok", redis: "ok" } });
  }, 60_000);
});

describe("Redis cut off", () => {
  it("refuses sends with 503 over HTTP and in the socket ack, then sends again", async () => {
    socket = await connectSocket(node.url, token);
    expect(await emitWithAck(socket, "join-room", { roomSlug: "general" })).toMatchObject({
      ok: true,
    });
    expect((await send("before the outage")).status).toBe(201);
    await redisRelay.cut();
    try {
      await expectOutageAnswer(await send("during the outage"));
      expect(
        await emitWithAck(socket, "send-message", {
          roomSlug: "general",
          messageText: "during the outage, by socket",
        }),
      ).toEqual({ error: DEPENDENCY_OUTAGE_TEXT, status: 503, retryAfterSeconds: 5 });
      expect(await health()).toEqual({
        status: 503,
        body: { status: "degraded", db: "ok", redis: "down" },
      });
    } finally {
      await redisRelay.restore();
    }
    await eventually(() => send("after the outage"), 201);
    expect((await health()).body).toEqual({ status: "ok", db: "ok", redis: "ok" });
    // The fan-out through Redis works again: a message reaches the room's socket.
    const heard = nextEvent(socket, "new-message", (m) => m.messageText === "heard again");
    expect((await send("heard again")).status).toBe(201);
    await heard;
  }, 60_000);
});

describe("Redis cut off while fans connect and block", () => {
  it("stays up: the adapter's dropped requests to other nodes do not end the process", async () => {
    const other = await createUser(database);
    const leaving = await connectSocket(node.url, token);
    onClose.push(() => leaving.close());
    expect(await emitWithAck(leaving, "join-room", { roomSlug: "general" })).toMatchObject({
      ok: true,
    });
    await redisRelay.cut();
    try {
      // Both send the adapter's pub/sub requests (serverSideEmit, fetchSockets) into the outage.
      const connecting = await connectSocket(node.url, token);
      onClose.push(() => connecting.close());
      expect((await call("POST", `/api/user/block/${other.id}`)).status).toBe(200);
      // Leaving a room tells presence (Redis): the ack says the outage, it is never left unsaid.
      expect(await emitWithAck(leaving, "leave-room", { roomSlug: "general" })).toEqual({
        error: DEPENDENCY_OUTAGE_TEXT,
        status: 503,
        retryAfterSeconds: 5,
      });
      // Each of those requests fails once ioredis gives up on it, at the latest after its
      // command timeout; a node that had no handler for them ended here.
      await new Promise((resolve) => setTimeout(resolve, REDIS_COMMAND_TIMEOUT_MS + 1_000));
      expect(await health()).toEqual({
        status: 503,
        body: { status: "degraded", db: "ok", redis: "down" },
      });
    } finally {
      await redisRelay.restore();
    }
    await eventually(() => send("after the blip"), 201);
  }, 60_000);
});

describe("Redis restarted without persistence", () => {
  it("counts the node's fans in their rooms again once it is back", async () => {
    const fan = await createUser(database);
    const room = (await teamRooms(database))();
    const listener = await connectSocket(node.url, await tokenOf(fan));
    onClose.push(() => listener.close());
    expect(await emitWithAck(listener, "join-room", { roomSlug: room })).toMatchObject({
      onlineCount: 1,
    });
    const redis = connectTestRedis();
    onClose.push(() => redis.disconnect());
    const countKey = `huddle:presence:${room}`;
    expect(await redis.hget(countKey, fan.id)).toBe("1");

    await redisRelay.cut();
    // What a restart without persistence loses: the fan's count and the node's ledger entry.
    await redis.hdel(countKey, fan.id);
    for (const ledger of await redis.keys("huddle:presence:~ledger:*")) {
      await redis.hdel(ledger, `${room}\n${fan.id}`);
    }
    await redisRelay.restore();
    await expect.poll(() => redis.hget(countKey, fan.id), { timeout: 20_000 }).toBe("1");
  }, 60_000);
});

describe("Redis stopping mid-conversation (a hung server, not a closed one)", () => {
  it("fails a send within the command timeout as an outage, then sends again", async () => {
    const listener = await connectSocket(node.url, token);
    onClose.push(() => listener.close());
    expect(await emitWithAck(listener, "join-room", { roomSlug: "general" })).toMatchObject({
      ok: true,
    });
    expect((await send("before the hang")).status).toBe(201);
    redisRelay.freeze();
    try {
      const started = Date.now();
      await expectOutageAnswer(await send("during the hang"));
      expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 2_000);
      expect((await health()).body).toEqual({ status: "degraded", db: "ok", redis: "down" });
    } finally {
      await redisRelay.restore();
    }
    await eventually(() => send("after the hang"), 201);
    expect((await health()).body).toEqual({ status: "ok", db: "ok", redis: "ok" });
    // The adapter's reads timed out meanwhile and resumed: fan-out works again.
    const heard = nextEvent(
      listener,
      "new-message",
      (m) => m.messageText === "heard after the hang",
    );
    expect((await send("heard after the hang")).status).toBe(201);
    await heard;
  }, 60_000);
});

describe("PostgreSQL hung (a server that stops answering)", () => {
  it("answers a socket send with the outage before the web client stops waiting", async () => {
    const sender = await connectSocket(node.url, token);
    onClose.push(() => sender.close());
    const sendBySocket = (messageText: string) =>
      emitWithAck(
        sender,
        "send-message",
        { roomSlug: "general", messageText, parentMessageId: null },
        SOCKET_ACK_TIMEOUT_MS,
      );
    expect(await sendBySocket("before the database hangs")).toMatchObject({ ok: true });
    postgresRelay.freeze();
    try {
      const started = Date.now();
      expect(await sendBySocket("while it hangs")).toEqual({
        error: DEPENDENCY_OUTAGE_TEXT,
        status: 503,
        retryAfterSeconds: 5,
      });
      expect(Date.now() - started).toBeLessThan(SOCKET_ACK_TIMEOUT_MS - 500);
    } finally {
      await postgresRelay.restore();
    }
    await eventually(() => send("after the hang"), 201);
  }, 60_000);
});

describe("PostgreSQL not answering when a node starts", () => {
  const env = (databaseUrl: string, waitSeconds: string) => ({
    DATABASE_URL: databaseUrl,
    DATABASE_CONNECT_WAIT_SECONDS: waitSeconds,
    JWT_SECRET: "outage-test-secret-of-at-least-32-characters",
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: "1",
  });

  it("waits for it, and starts once it answers", async () => {
    const relay = await startFaultProxy(endpointOf(database.url!));
    await relay.cut();
    setTimeout(() => void relay.restore(), 2_000);
    const late = await startServerProcess(env(relay.through(database.url!), "30"));
    try {
      expect(await (await fetch(`${late.url}/api/health`)).json()).toEqual({
        status: "ok",
        db: "ok",
      });
    } finally {
      await late.stop();
      await relay.close();
    }
  }, 60_000);

  it("gives up after DATABASE_CONNECT_WAIT_SECONDS, saying where it looked and why", async () => {
    const relay = await startFaultProxy(endpointOf(database.url!));
    await relay.cut();
    await expect(startServerProcess(env(relay.through(database.url!), "2"))).rejects.toThrow(
      /PostgreSQL at 127\.0\.0\.1:\d+\/\w+ did not answer within 2 s \(connect ECONNREFUSED/,
    );
    await relay.close();
  }, 60_000);
});

describe("PostgreSQL accepting connections but answering nothing", () => {
  it("fails a query that waits for a connection after the connect timeout, as an outage", async () => {
    const relay = await startFaultProxy(endpointOf(database.url!));
    relay.hang();
    const started = Date.now();
    try {
      const failure = await openDatabase({
        kind: "postgres",
        url: relay.through(database.url!),
        connectTimeoutMs: 500,
      }).catch((error: unknown) => error);
      expect(isDependencyOutage(failure)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await relay.close();
    }
  }, 30_000);
});

describe("PostgreSQL stopping mid-conversation (a hung server, not a closed one)", () => {
  it("fails a query within the query timeout as an outage, drops that connection and goes on", async () => {
    const relay = await startFaultProxy(endpointOf(database.url!));
    const hung = await openDatabase({
      kind: "postgres",
      url: relay.through(database.url!),
      queryTimeoutMs: 500,
    });
    try {
      await hung.ping();
      relay.freeze();
      const started = Date.now();
      const failure = await hung.ping().catch((error: unknown) => error);
      expect(isDependencyOutage(failure)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2_000);
      await relay.restore();
      // The frozen connection was dropped; the next query opens a fresh one and is answered.
      await hung.ping();
    } finally {
      await hung.close();
      await relay.close();
    }
  }, 30_000);
});

describe("PostgreSQL holding a send behind a lock past the query timeout", () => {
  it("cancels the insert on the server, so a send its fan heard fail is never stored", async () => {
    const slow = await openDatabase({
      kind: "postgres",
      url: database.url!,
      queryTimeoutMs: 1_000,
    });
    const holder = new pg.Client({ connectionString: database.url! });
    const fan = await createUser(database);
    const text = `held behind a lock ${Date.now()}`;
    try {
      await holder.connect();
      await holder.query("begin");
      await holder.query("lock table messages in exclusive mode");
      const failure = await createMessagesRepository(slow)
        .insert({ roomSlug: "general", userId: fan.id, text })
        .catch((error: unknown) => error);
      expect(isDependencyOutage(failure)).toBe(true);
      await holder.query("commit");
      // Had only the client stopped waiting, the insert would run now that the lock is gone.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const stored = await database.db.execute(
        sql`select count(*)::int as n from messages where text = ${text}`,
      );
      expect(rowsOf(stored)).toEqual([{ n: 0 }]);
    } finally {
      await holder.end();
      await slow.close();
    }
  }, 30_000);
});

describe("PostgreSQL lost in the middle of a transaction", () => {
  it("fails the transaction as an outage instead of ending the process", async () => {
    const relay = await startFaultProxy(endpointOf(database.url!));
    const lost: Error[] = [];
    const cutOff = await openDatabase({
      kind: "postgres",
      url: relay.through(database.url!),
      onConnectionError: (error) => lost.push(error),
    });
    try {
      const failure = await cutOff.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // The reset reaches the client while it is checked out, between two statements.
          await relay.cut();
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .catch((error: unknown) => error);
      expect(isDependencyOutage(failure)).toBe(true);
      // Told to the node's log (runtime.ts), not printed past it as a process warning.
      expect(lost.length).toBeGreaterThan(0);
    } finally {
      await cutOff.close().catch(() => undefined);
      await relay.close();
    }
  }, 30_000);
});
