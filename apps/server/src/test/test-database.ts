import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";

/**
 * A fresh, migrated database for one test file: a PGlite copy of the run's template, or (under
 * test:services) a new PostgreSQL database cloned from the template and dropped on close.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const target = inject("testDb");
  if (target.kind === "pglite") {
    const tarball = await readFile(target.templateFile);
    return openDatabase({ kind: "pglite", loadDataDir: new Blob([tarball]) });
  }
  const name = `huddle_test_${randomUUID().replace(/-/g, "")}`;
  await adminQuery(target.url, `CREATE DATABASE ${name} TEMPLATE ${target.template}`);
  const url = withDatabase(target.url, name);
  const database = await openDatabase({ kind: "postgres", url, poolSize: 4 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(target.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
