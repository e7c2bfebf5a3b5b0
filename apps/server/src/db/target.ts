import path from "node:path";
import type { Config } from "../config.ts";
import type { DatabaseTarget } from "./client.ts";
import type { WaitForPostgresOptions } from "./wait-for-postgres.ts";

/**
 * PostgreSQL when DATABASE_URL is set (waiting DATABASE_CONNECT_WAIT_SECONDS at start for a
 * server that does not answer yet), else the embedded PGlite in DATA_DIR/db.
 */
export function databaseTargetFromConfig(
  config: Config,
  onRetry?: WaitForPostgresOptions["onRetry"],
  onConnectionError?: (error: Error) => void,
): DatabaseTarget {
  return config.DATABASE_URL
    ? {
        kind: "postgres",
        url: config.DATABASE_URL,
        ...(onConnectionError ? { onConnectionError } : {}),
        connectWait: {
          timeoutMs: config.DATABASE_CONNECT_WAIT_SECONDS * 1000,
          ...(onRetry ? { onRetry } : {}),
        },
      }
    : { kind: "pglite", dataDir: path.join(path.resolve(config.DATA_DIR), "db") };
}
