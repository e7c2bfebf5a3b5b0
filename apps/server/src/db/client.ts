import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { acquirePgliteLock } from "./pglite-lock.ts";
import { pglitePrepare, postgresPrepare, type Prepare } from "./prepared-statements.ts";
import * as schema from "./schema.ts";
import { waitForPostgres, type WaitForPostgresOptions } from "./wait-for-postgres.ts";

export type Schema = typeof schema;
/** The query builder every repository receives; the same on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Raw SQL for a library that brings its own queries (the job runner, src/jobs): pg-boss's `db`
 * contract. Statements with values run one at a time; a script without values may hold several
 * statements, its own BEGIN and COMMIT included.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  sql: SqlExecutor;
  /** Hot statements planned once per connection (prepared-statements.ts). */
  prepare: Prepare;
  /** Round-trips a trivial query; used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** How long a query waits for a pooled connection before it fails (default 4 s). */
      connectTimeoutMs?: number;
      /** How long a query waits for its answer before it fails (POSTGRES_QUERY_TIMEOUT_MS). */
      queryTimeoutMs?: number;
      /** Keep trying a server that does not answer yet this long at start (default 0). */
      connectWait?: Omit<WaitForPostgresOptions, "now" | "sleep">;
      /** A pooled connection lost its server (the node logs it; a warning by default). */
      onConnectionError?: (error: Error) => void;
    }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/** Opens the database and applies every committed migration. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = target.kind === "postgres" ? openPostgres(target) : await openPglite(target);
  if (target.kind === "postgres" && target.connectWait) {
    await waitForPostgres(database.ping, target.url, target.connectWait).catch(
      async (error: unknown) => {
        await database.close();
        throw error;
      },
    );
  }
  await database.migrate();
  return database;
}

/**
 * A server that stops answering on an open connection (hung, or its host gone without a reset)
 * would hold a request until the kernel gives up on the socket, minutes later. After this long
 * the query fails as an outage (503) and its connection is dropped from the pool. The app's
 * statements take milliseconds; migrations, which may build an index, run without the limit.
 * Waiting for a connection and then for an answer stays under a socket client's ack timeout, so
 * a send during a hang hears "unavailable" rather than nothing.
 */
export const POSTGRES_QUERY_TIMEOUT_MS = 5_000;
/**
 * The server cancels a statement at this share of the client's wait (4.5 s of 5 s), before the
 * client stops waiting for it, so a write the client reported as failed (503) does not commit
 * afterwards: a send held behind a lock was stored although its sender had been told it failed,
 * and sent again.
 */
const STATEMENT_TIMEOUT_SHARE = 0.9;
/** How long a query waits for a pooled connection before it fails as an outage. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 4_000;

function openPostgres({
  url,
  poolSize = 10,
  connectTimeoutMs = POSTGRES_CONNECT_TIMEOUT_MS,
  queryTimeoutMs = POSTGRES_QUERY_TIMEOUT_MS,
  onConnectionError = (error) =>
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`),
}: Extract<DatabaseTarget, { kind: "postgres" }>): Database & { migrate(): Promise<void> } {
  // Without a limit, a query waits as long as the kernel tries to reach a server that drops
  // packets (minutes); with it, it fails as an outage and the request answers 503.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    statement_timeout: Math.round(queryTimeoutMs * STATEMENT_TIMEOUT_SHARE),
  });
  // An idle client can lose its server (restart, failover, a dropped test database); pg emits
  // that on the pool, and an unhandled 'error' event would crash the process. The next query
  // opens a fresh connection, so a warning is enough.
  pool.on("error", onConnectionError);
  // A client checked out of the pool (a transaction between two statements) has no such
  // listener, and an 'error' event without one ends the process: losing the server in the
  // middle of a transaction killed the node instead of failing that request with 503. The
  // transaction's next statement fails as an outage; the pool drops the client on release.
  pool.on("connect", (client) => {
    client.on("error", onConnectionError);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      const unlimited = new pg.Pool({
        connectionString: url,
        max: 1,
        connectionTimeoutMillis: connectTimeoutMs,
      });
      try {
        await migratePg(drizzlePg(unlimited), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await unlimited.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    sql: { executeSql: (text, values) => pool.query(text, values) },
    prepare: postgresPrepare(pool),
    close: () => pool.end(),
  };
}

async function openPglite(target: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database & { migrate(): Promise<void> }> {
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const lock = target.dataDir ? acquirePgliteLock(target.dataDir) : null;
  const client = await PGlite.create({
    // Custom-team search indexes with pg_trgm (migration 0005); PostgreSQL ships it in contrib.
    extensions: { pg_trgm },
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    },
    ping: async () => {
      if (client.closed) throw new Error("database is closed");
      await db.execute(sql`select 1`);
    },
    sql: pgliteSqlExecutor(client),
    prepare: pglitePrepare(client),
    close: async () => {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

/**
 * PGlite has one connection, so a script that fails between its own BEGIN and COMMIT would leave
 * that connection in an aborted transaction for every later query. Running scripts inside
 * PGlite's transaction() rolls such a failure back before anyone else gets the connection (a
 * script's own BEGIN and COMMIT then only draw harmless warnings).
 */
function pgliteSqlExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}
