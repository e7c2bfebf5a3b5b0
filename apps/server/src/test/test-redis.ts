import { Redis } from "ioredis";

/** A Redis connection for services tests; TEST_REDIS_URL is required there, never skipped. */
export function connectTestRedis(): Redis {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error("TEST_REDIS_URL is not set: services tests need a Redis server.");
  return new Redis(url, { maxRetriesPerRequest: 2 });
}
