import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Redis } from "ioredis";
import type { Database } from "../db/client.ts";
import { buildTestApp, type TestApp } from "./build-test-app.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";
import { createTestDatabase } from "./test-database.ts";
import { connectTestRedis } from "./test-redis.ts";

export type ClusterDatabase = Database & { url: string };

/** A database two nodes can share: PostgreSQL, as an embedded PGlite belongs to one process. */
export async function createClusterDatabase(): Promise<ClusterDatabase> {
  const database = await createTestDatabase();
  const { url } = database;
  if (!url) throw new Error("the cluster test needs PostgreSQL (TEST_DB_KIND=postgres)");
  return { ...database, url };
}

export interface AppCluster {
  database: ClusterDatabase;
  redis: Redis;
  nodes: [TestApp, TestApp];
  close(): Promise<void>;
}

/** Two in-process nodes of one cluster: one PostgreSQL database, one Redis. */
export async function startAppCluster(env: Record<string, string> = {}): Promise<AppCluster> {
  const database = await createClusterDatabase();
  const redis = connectTestRedis();
  const nodes = await Promise.all([
    buildTestApp(env, { database, redis }),
    buildTestApp(env, { database, redis }),
  ]);
  return {
    database,
    redis,
    nodes: [nodes[0], nodes[1]],
    async close() {
      await Promise.all(nodes.map((node) => node.close()));
      redis.disconnect();
      await database.close();
    },
  };
}

export interface ProcessCluster {
  nodes: [ServerProcess, ServerProcess];
  close(): Promise<void>;
}

/**
 * Two server processes (as `npm start` runs them) on `database`, sharing one data folder; on the
 * test Redis too when `withRedis`, as in cluster mode. `env` adds each test's own settings.
 */
export async function startProcessCluster(
  database: ClusterDatabase,
  env: Record<string, string>,
  { withRedis }: { withRedis: boolean },
): Promise<ProcessCluster> {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (withRedis && !redisUrl) throw new Error("TEST_REDIS_URL is not set: the test needs Redis.");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "huddle-cluster-"));
  const nodeEnv = {
    DATABASE_URL: database.url,
    ...(withRedis && redisUrl ? { REDIS_URL: redisUrl } : {}),
    JWT_SECRET: "cluster-test-secret-of-at-least-32-characters",
    DATA_DIR: dataDir,
    SKIP_WEB_BUILD: "1",
    ...env,
  };
  const nodes = await Promise.all([startServerProcess(nodeEnv), startServerProcess(nodeEnv)]);
  return {
    nodes: [nodes[0], nodes[1]],
    async close() {
      await Promise.all(nodes.map((node) => node.stop()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
