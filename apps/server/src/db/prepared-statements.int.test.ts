import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database.ts";
import type { Database } from "./client.ts";
import { rowsOf } from "./raw-rows.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table prepared_probe (id int primary key, tags text[])`);
});
afterAll(() => database.close());

describe("prepared statements", () => {
  it("runs one named statement again and again with new values, arrays and nulls included", async () => {
    const insert = database.prepare<{ id: number; tags: string[] | null }>(
      "probe_insert",
      "insert into prepared_probe (id, tags) select * from unnest($1::int[]), lateral (select $2::text[]) t returning id, tags",
    );
    expect(
      await insert([
        [1, 2],
        ["a", "it's", 'quote "b"'],
      ]),
    ).toEqual([
      { id: 1, tags: ["a", "it's", 'quote "b"'] },
      { id: 2, tags: ["a", "it's", 'quote "b"'] },
    ]);
    expect(await insert([[3], null])).toEqual([{ id: 3, tags: null }]);
    // A value is a parameter, never SQL: this text is stored as it is.
    expect(await insert([[4], ["'); drop table prepared_probe; --"]])).toEqual([
      { id: 4, tags: ["'); drop table prepared_probe; --"] },
    ]);
    const count = await database.db.execute(sql`select count(*)::int as n from prepared_probe`);
    expect(rowsOf(count)).toEqual([{ n: 4 }]);
  });

  it("is planned once: the connection holds it as a prepared statement under its name", async () => {
    const whoAmI = database.prepare<{ name: string }>(
      "probe_self",
      "select name from pg_prepared_statements where name = $1",
    );
    expect(await whoAmI(["probe_self"])).toEqual([{ name: "probe_self" }]);
    expect(await whoAmI(["probe_self"])).toEqual([{ name: "probe_self" }]);
  });

  it("shares a statement prepared twice under one name, and refuses that name for another text", async () => {
    const text = "select $1::int + 1 as next";
    const one = database.prepare<{ next: number }>("probe_shared", text);
    const other = database.prepare<{ next: number }>("probe_shared", text);
    expect(await one([1])).toEqual([{ next: 2 }]);
    expect(await other([2])).toEqual([{ next: 3 }]);
    expect(() => database.prepare("probe_shared", "select 1 as one")).toThrow(/another text/);
    expect(await one([3])).toEqual([{ next: 4 }]);
  });

  it("rejects with the database's error and leaves the connection usable", async () => {
    const insert = database.prepare<{ id: number }>(
      "probe_insert_one",
      "insert into prepared_probe (id) values ($1) returning id",
    );
    expect(await insert([10])).toEqual([{ id: 10 }]);
    await expect(insert([10])).rejects.toMatchObject({ code: "23505" });
    expect(await insert([11])).toEqual([{ id: 11 }]);
    const after = await database.db.execute(sql`select 1 as ok`);
    expect(rowsOf(after)).toEqual([{ ok: 1 }]);
  });

  it("waits for a transaction in progress instead of running inside it", async () => {
    const count = database.prepare<{ n: number }>(
      "probe_count",
      "select count(*)::int as n from prepared_probe where id >= 100",
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe (id) values (100)`);
      inserted();
      await held;
      tx.rollback();
    });
    await insertedYet;
    const counted = count([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction.catch(() => undefined);
    // The rolled-back row was never visible to the statement, on one connection or many.
    expect(await counted).toEqual([{ n: 0 }]);
  });
});
