import path from "node:path";
import type { Config } from "../config.ts";
import type { DatabaseTarget } from "./client.ts";

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/db. */
export function databaseTargetFromConfig(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(path.resolve(config.DATA_DIR), "db") };
}
