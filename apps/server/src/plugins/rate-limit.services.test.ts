import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createMailer } from "../lib/mail/mailer.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { connectTestRedis } from "../test/test-redis.ts";

let database: Database;
let redis: Redis;
let nodes: FastifyInstance[];

/** Two app nodes on one database and one Redis, as in cluster mode. */
beforeAll(async () => {
  database = await createTestDatabase();
  redis = connectTestRedis();
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/tmp/huddle-rl-services" });
  const mailer = createMailer({
    from: config.MAIL_FROM,
    outboxDir: "/tmp/huddle-rl-services/outbox",
    logger: pino({ level: "silent" }),
  });
  const jwtSecret = new TextEncoder().encode("services-secret-of-at-least-32-characters");
  nodes = await Promise.all(
    [0, 1].map(() => buildApp({ config, database, mailer, jwtSecret, redis, logger: false })),
  );
});
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.close()));
  redis.disconnect();
  await database.close();
});

describe("rate limits in cluster mode", () => {
  it("counts one address's requests across nodes through Redis", async () => {
    const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`;
    const check = (node: FastifyInstance) =>
      node.inject({
        method: "GET",
        url: "/api/auth/check/username?username=abc",
        remoteAddress: ip,
      });
    for (let i = 0; i < 60; i += 1) {
      expect((await check(nodes[0]!)).statusCode).toBe(200);
      expect((await check(nodes[1]!)).statusCode).toBe(200);
    }
    expect((await check(nodes[0]!)).statusCode).toBe(429);
    expect((await check(nodes[1]!)).statusCode).toBe(429);
  });
});
