// Run by playwright.cluster.config.ts before the first node starts: an empty database and an
// empty Redis database, so every run starts from what a fresh deployment has.
import { Redis } from "ioredis";
import pg from "pg";
import { clusterTargets, DATABASE_NAME } from "./cluster-env.ts";

const { adminUrl, redisUrl } = clusterTargets();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await admin.query(`create database ${DATABASE_NAME}`);
} finally {
  await admin.end();
}
const redis = new Redis(redisUrl);
try {
  await redis.flushdb();
} finally {
  redis.disconnect();
}
