import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { Redis } from "ioredis";
import pino from "pino";
import type { AbuseBudgets } from "../abuse/abuse-budgets.ts";
import { buildApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { ResolveHost } from "../modules/notifications/push-endpoint-guard.ts";
import { createMailer, type Mailer } from "../lib/mail/mailer.ts";
import { readOutbox, type OutboxMessage } from "../lib/mail/outbox.ts";
import { createAuthTiming, type AuthTiming } from "../modules/auth/auth-timing.ts";
import { createTestDatabase } from "./test-database.ts";
import { TestClock } from "./test-clock.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  mailer: Mailer;
  config: Config;
  dataDir: string;
  /**
   * Waits for auth work left for after responses and for background mail, then returns every
   * message written to the outbox.
   */
  outbox(): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Replaces the default of no logs, e.g. to read what the request log writes. */
  logger?: FastifyServerOptions["logger"];
  /** Replaces real waits and after-response work, e.g. to hold that work or record waits. */
  authTiming?: AuthTiming;
  /** Stands in for DNS when push endpoints are checked (WEB_PUSH_ALLOW_HTTP off). */
  resolveHost?: ResolveHost;
  /** Replaces the abuse budgets for tests that need other numbers. */
  budgets?: AbuseBudgets;
  /**
   * A database shared with other apps (more nodes of one cluster); the caller closes it. By
   * default each app gets a fresh database of its own.
   */
  database?: Database;
  /** Redis shared by the nodes of a cluster (services tests); the caller closes it. */
  redis?: Redis;
}

/** The whole app on a fresh database, a temp DATA_DIR, a controllable clock and no logs. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "huddle-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://huddle.test",
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const logger = pino({ level: "silent" });
  const outboxDir = path.join(dataDir, "outbox");
  const mailer = createMailer({
    from: config.MAIL_FROM,
    outboxDir,
    logger,
    smtpUrl: config.SMTP_URL,
  });
  const clock = new TestClock();
  const authTiming = options.authTiming ?? createAuthTiming(logger);
  const app = await buildApp({
    config,
    database,
    mailer,
    clock,
    jwtSecret: new TextEncoder().encode("test-secret-of-at-least-thirty-two-chars!"),
    authTiming,
    logger: options.logger ?? false,
    resolveHost: options.resolveHost,
    budgets: options.budgets,
    redis: options.redis,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    mailer,
    config,
    dataDir,
    async outbox() {
      await authTiming.idle();
      await mailer.idle();
      return readOutbox(outboxDir);
    },
    async close() {
      await app.close();
      await mailer.idle();
      mailer.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
