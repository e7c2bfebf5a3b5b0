import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Redis } from "ioredis";
import type pino from "pino";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { databaseTargetFromConfig } from "./db/target.ts";
import { deepestMessage } from "./db/wait-for-postgres.ts";
import { seedSportsReference } from "./modules/sports/seed-reference.ts";
import { resolveJwtSecret } from "./lib/jwt-secret.ts";
import { createMailer, type Mailer } from "./lib/mail/mailer.ts";
import { createMailRetryQueue } from "./lib/mail/mail-retry-queue.ts";
import { connectRedis } from "./lib/redis/redis-connection.ts";
import { throttledErrorLog } from "./lib/throttled-error-log.ts";

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface Runtime {
  database: Database;
  mailer: Mailer;
  jwtSecret: Uint8Array;
  redis?: Redis;
  close(): Promise<void>;
}

/** Opens everything the app needs from its configuration (database, mailer, Redis, secret). */
export async function openRuntime(config: Config, logger: pino.Logger): Promise<Runtime> {
  const dataDir = path.resolve(config.DATA_DIR);
  const database = await openDatabase(
    databaseTargetFromConfig(
      config,
      (error, delayMs) =>
        logger.warn(
          { reason: deepestMessage(error), retryInMs: delayMs },
          "waiting for PostgreSQL to answer",
        ),
      throttledErrorLog("PostgreSQL connection lost", (fields, message) =>
        logger.warn(fields, message),
      ),
    ),
  );
  await seedSportsReference(database.db);
  const mailer = createMailer({
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(dataDir, "outbox"),
    logger,
    retries: createMailRetryQueue(database.db),
  });
  const redis = config.REDIS_URL
    ? connectRedis(
        config.REDIS_URL,
        throttledErrorLog("Redis connection error", (fields, message) =>
          logger.warn(fields, message),
        ),
      )
    : undefined;
  return {
    database,
    mailer,
    jwtSecret: resolveJwtSecret(config.JWT_SECRET, dataDir),
    ...(redis ? { redis } : {}),
    async close() {
      await mailer.idle();
      mailer.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
