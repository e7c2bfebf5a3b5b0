import { randomUUID } from "node:crypto";
import { writeFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { seedSportsReference } from "../modules/sports/seed-reference.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testDb:
      | { kind: "pglite"; templateFile: string }
      | { kind: "postgres"; url: string; template: string };
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it, so a
 * file pays neither initdb nor migrations. `TEST_DB_KIND=postgres` (npm run test:services)
 * needs TEST_DATABASE_URL and fails without it: CI must never silently skip PostgreSQL.
 */
export default async function setup(project: TestProject) {
  // Project `env` reaches test workers only, so the project's name picks the database here.
  if (project.name === "services") return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const database = await openDatabase({ kind: "pglite" });
  await seedSportsReference(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  const templateFile = path.join(os.tmpdir(), `huddle-pglite-template-${randomUUID()}.tar`);
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("testDb", { kind: "pglite", templateFile });
  return async () => {
    await rm(templateFile, { force: true });
  };
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error("TEST_DATABASE_URL is not set: test:services needs a PostgreSQL server.");
  }
  const template = `huddle_template_${process.pid}`;
  await adminQuery(url, `DROP DATABASE IF EXISTS ${template}`);
  await adminQuery(url, `CREATE DATABASE ${template}`);
  const database = await openDatabase({ kind: "postgres", url: withDatabase(url, template) });
  await seedSportsReference(database.db);
  await database.close();
  project.provide("testDb", { kind: "postgres", url, template });
  return async () => {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
