import pino from "pino";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { isDependencyOutage } from "./lib/dependency-outage.ts";
import { loggerOptions } from "./lib/logger.ts";
import { DEFAULT_WEB_DIST_DIR, openRuntime } from "./runtime.ts";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino(loggerOptions(config.LOG_LEVEL));
  // A promise some library dropped, failed because PostgreSQL or Redis is gone, is part of an
  // outage the node already answers with 503: it must not end the process. Any other unhandled
  // rejection is a bug and still ends it, as Node would.
  process.on("unhandledRejection", (reason) => {
    if (!isDependencyOutage(reason)) throw reason;
    logger.warn({ err: reason }, "a dropped request failed during an outage");
  });
  const runtime = await openRuntime(config, logger);
  const app = await buildApp({
    config: { ...config, WEB_DIST_DIR: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR },
    ...runtime,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await runtime.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { url: `http://${config.HOST}:${config.PORT}`, db: runtime.database.kind },
    "Huddle is ready",
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
