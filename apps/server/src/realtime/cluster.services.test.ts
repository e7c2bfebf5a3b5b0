import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ABUSE_BUDGETS } from "../abuse/abuse-budgets.ts";
import type { Database } from "../db/client.ts";
import { createUser } from "../test/factories.ts";
import { teamRooms } from "../test/rooms.ts";
import { startServerProcess, type ServerProcess } from "../test/server-process.ts";
import { connectSocket, emitWithAck, nextEvent, type TestSocket } from "../test/socket-client.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { TOO_MANY_CONNECTIONS } from "./socket-server.ts";

let database: Database & { url?: string };
let nodes: ServerProcess[] = [];
const sockets: TestSocket[] = [];
let dataDir: string;
let freshRoom: () => string;

/** Two server processes on one PostgreSQL database and one Redis: the cluster mode. */
beforeAll(async () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) throw new Error("TEST_REDIS_URL is not set: the cluster test needs Redis.");
  database = await createTestDatabase();
  if (!database.url) throw new Error("the cluster test needs PostgreSQL (TEST_DB_KIND=postgres)");
  freshRoom = await teamRooms(database);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "huddle-cluster-"));
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    JWT_SECRET: "cluster-test-secret-of-at-least-32-characters",
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: "1",
    // Fast games and ticks, so both nodes compete for the scorer role during the test.
    SIM_SPEED: "60",
    SCORES_TICK_MS: "500",
  };
  nodes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(nodes.map((n) => n.stop()));
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signInOn(node: ServerProcess, user: { username: string; password: string }) {
  const res = await fetch(`${node.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ usernameOrEmail: user.username, password: user.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

describe("two nodes on PostgreSQL and Redis", () => {
  it("lets exactly one node score: games are stored and every event is posted once", async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const systemMessages = () =>
      rows<{ room_slug: string; text: string; n: number }>(
        sql`select room_slug, text, count(*)::int as n from messages where type = 'system' group by 1, 2`,
      );
    // The first scoring play can take 15–20 s on a busy machine (two nodes starting, the job
    // queue's first rounds, the games' first ticks); what is tested is that it is posted once.
    await expect
      .poll(async () => (await systemMessages()).length, { timeout: 50_000 })
      .toBeGreaterThan(0);
    const [stored] = await rows<{ games: number }>(sql`select count(*)::int as games from games`);
    expect(stored?.games).toBeGreaterThan(100);
    expect((await systemMessages()).filter((row) => row.n > 1)).toEqual([]);
  }, 60_000);

  it("delivers a message sent through node B to a client on node A, with agreeing presence", async () => {
    const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
    const alice = await createUser(database);
    const bob = await createUser(database);
    const socketA = await connectSocket(nodeA.url, await signInOn(nodeA, alice));
    const socketB = await connectSocket(nodeB.url, await signInOn(nodeB, bob));
    sockets.push(socketA, socketB);
    const room = freshRoom();

    expect(await emitWithAck(socketA, "join-room", { roomSlug: room })).toMatchObject({
      onlineCount: 1,
    });
    const joinedSeenOnA = nextEvent(socketA, "user-joined");
    expect(await emitWithAck(socketB, "join-room", { roomSlug: room })).toMatchObject({
      onlineCount: 2,
    });
    expect(await joinedSeenOnA).toMatchObject({ userId: bob.id, onlineCount: 2 });
    const seenOnA: string[] = [];
    socketA.on("new-message", (message) => seenOnA.push(message.text));

    const viaSocket = nextEvent(socketA, "new-message");
    const ack = (await emitWithAck(socketB, "send-message", {
      roomSlug: room,
      messageText: "Sent through node B",
      parentMessageId: null,
    })) as { ok: boolean; message: { id: string } };
    expect(ack.ok).toBe(true);
    expect(await viaSocket).toMatchObject({ id: ack.message.id, text: "Sent through node B" });

    const viaHttp = nextEvent(socketA, "new-message");
    const bobToken = await signInOn(nodeB, bob);
    const posted = await fetch(`${nodeB.url}/api/chat/rooms/${room}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${bobToken}` },
      body: JSON.stringify({ messageText: "Posted over HTTP on node B" }),
    });
    expect(posted.status).toBe(201);
    expect(await viaHttp).toMatchObject({ text: "Posted over HTTP on node B" });

    const leftSeenOnA = nextEvent(socketA, "user-left");
    socketB.close();
    expect(await leftSeenOnA).toMatchObject({ userId: bob.id, onlineCount: 1 });
    // Node B published each message once; the adapter carried it to node A once (user-left,
    // emitted by node B afterwards, arrives behind any duplicate).
    expect(seenOnA).toEqual(["Sent through node B", "Posted over HTTP on node B"]);
  });

  it("counts one fan's send limit across both nodes through Redis", async () => {
    const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
    const fan = await createUser(database);
    const room = freshRoom();
    const post = async (node: ServerProcess, token: string, n: number) =>
      fetch(`${node.url}/api/chat/rooms/${room}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ messageText: `Message ${n}` }),
      });
    const [tokenA, tokenB] = [await signInOn(nodeA, fan), await signInOn(nodeB, fan)];
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n += 1) {
      const res = await post(n % 2 ? nodeA : nodeB, n % 2 ? tokenA : tokenB, n);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toMatchObject({ error: "You are sending messages too fast." });
      }
    }
    // 5 per 5 s per room, counted together: node B refuses its third, the sixth overall.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("caps one fan's sockets across both nodes", async () => {
    const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];
    const fan = await createUser(database);
    const [tokenA, tokenB] = [await signInOn(nodeA, fan), await signInOn(nodeB, fan)];
    const { perUser } = DEFAULT_ABUSE_BUDGETS.sockets;
    for (let n = 0; n < perUser; n += 1) {
      sockets.push(await connectSocket(n % 2 ? nodeB.url : nodeA.url, n % 2 ? tokenB : tokenA));
    }
    await expect(connectSocket(nodeA.url, tokenA)).rejects.toThrow(TOO_MANY_CONNECTIONS);
    await expect(connectSocket(nodeB.url, tokenB)).rejects.toThrow(TOO_MANY_CONNECTIONS);
  });
});
