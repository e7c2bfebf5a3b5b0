import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

/**
 * Per-route limits (routes opt in through `config.rateLimit`). Counters live in Redis when the
 * app runs as a cluster, so every node counts the same requests.
 */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "huddle-rl:" } : {}),
    keyGenerator: (request) => request.ip,
  });
}
