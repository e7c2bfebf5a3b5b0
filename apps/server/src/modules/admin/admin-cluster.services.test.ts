import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createUser } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import { startServerProcess, type ServerProcess } from "../../test/server-process.ts";
import { connectSocket, nextEvent, type TestSocket } from "../../test/socket-client.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { DEFAULT_AI_MODERATION_SETTINGS } from "@huddle/contracts/moderation";

let database: Database & { url?: string };
let nodeA: ServerProcess;
let nodeB: ServerProcess;
let dataDir: string;
let freshRoom: () => string;
const sockets: TestSocket[] = [];

/** Two server processes on one PostgreSQL database and one Redis (cluster mode). */
beforeAll(async () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) throw new Error("TEST_REDIS_URL is not set: the cluster test needs Redis.");
  database = await createTestDatabase();
  if (!database.url) throw new Error("the cluster test needs PostgreSQL (TEST_DB_KIND=postgres)");
  freshRoom = await teamRooms(database);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "huddle-admin-cluster-"));
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    JWT_SECRET: "cluster-test-secret-of-at-least-32-characters",
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: "1",
  };
  [nodeA, nodeB] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
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

async function call(
  node: ServerProcess,
  token: string,
  method: string,
  url: string,
  body?: object,
) {
  return fetch(`${node.url}${url}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** What node B's filter does with a borderline text ("you suck at fantasy", rules 0.45) from a new fan. */
async function statusOnB(): Promise<string> {
  const fan = await createUser(database);
  const res = await call(
    nodeB,
    await signInOn(nodeB, fan),
    "POST",
    `/api/chat/rooms/${freshRoom()}/messages`,
    {
      messageText: "you suck at fantasy",
    },
  );
  return ((await res.json()) as { message: { moderationStatus: string } }).message.moderationStatus;
}

describe("admin actions across two nodes", () => {
  it("a ban on node A drops the user's socket on node B at once", async () => {
    const admin = await createUser(database, { adminLevel: "admin" });
    const fan = await createUser(database);
    const socket = await connectSocket(nodeB.url, await signInOn(nodeB, fan));
    sockets.push(socket);
    const dropped = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    const started = Date.now();
    const res = await call(
      nodeA,
      await signInOn(nodeA, admin),
      "POST",
      `/api/admin/users/${fan.id}/ban`,
      {
        reason: "raid",
        duration: "1h",
      },
    );
    expect(res.status).toBe(200);
    expect(await dropped).toBe("io server disconnect");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a staff socket on node B sees a report made on node A", async () => {
    const mod = await createUser(database, { adminLevel: "mod" });
    const staff = await connectSocket(nodeB.url, await signInOn(nodeB, mod));
    sockets.push(staff);
    const author = await createUser(database);
    const room = freshRoom();
    const posted = await call(
      nodeA,
      await signInOn(nodeA, author),
      "POST",
      `/api/chat/rooms/${room}/messages`,
      {
        messageText: "worst call ever",
      },
    );
    const { message } = (await posted.json()) as { message: { id: string } };
    const queued = nextEvent(staff, "moderation-queue", (e) => e.message?.messageId === message.id);
    const reporter = await createUser(database);
    await call(
      nodeA,
      await signInOn(nodeA, reporter),
      "POST",
      `/api/chat/messages/${message.id}/report`,
      {
        reason: "rude",
      },
    );
    expect((await queued).kind).toBe("report");
  });

  it("settings saved on node A steer node B's filter well before its cache would expire", async () => {
    expect(await statusOnB()).toBe("visible"); // node B now holds the defaults in its cache
    const admin = await createUser(database, { adminLevel: "admin" });
    const saved = await call(
      nodeA,
      await signInOn(nodeA, admin),
      "PUT",
      "/api/admin/ai-moderation/settings",
      {
        ...DEFAULT_AI_MODERATION_SETTINGS,
        enabled: true,
        quarantineThreshold: 0.4,
      },
    );
    expect(saved.status).toBe(200);
    // The filter's own cache lasts 10 s; the broadcast makes node B re-read at once.
    await expect.poll(statusOnB, { timeout: 4_000, interval: 200 }).toBe("quarantined");
  });
});
