import { describe, expect, it } from "vitest";
import { createUserLookups, NOTIFIED_USER_TTL_MS, USER_LOOKUP_TTL_MS } from "./user-lookups.ts";

/** An accounts table in a map, counting the reads that reach it. */
type FakeUser = { id: string; username: string; muted: boolean };

function fakeUsers(rows: FakeUser[]) {
  const table = new Map(rows.map((row) => [row.id, row]));
  const reads = { byId: 0, byName: 0 };
  return {
    table,
    reads,
    users: {
      async findById(id: string) {
        reads.byId++;
        return table.get(id);
      },
      async findByUsername(username: string) {
        reads.byName++;
        return [...table.values()].find((u) => u.username.toLowerCase() === username.toLowerCase());
      },
    },
  };
}

describe("user look-ups", () => {
  it("reads an account once per time to live, by id and by any-case name", async () => {
    let now = 0;
    const db = fakeUsers([{ id: "u1", username: "SoxFan", muted: false }]);
    const lookups = createUserLookups(db.users, () => now);

    expect((await lookups.findByUsername("soxfan"))?.id).toBe("u1");
    expect((await lookups.findByUsername("SOXFAN"))?.id).toBe("u1");
    expect((await lookups.findById("u1"))?.username).toBe("SoxFan");
    expect(db.reads).toEqual({ byId: 0, byName: 1 });

    db.table.set("u1", { ...db.table.get("u1")!, muted: true });
    now = USER_LOOKUP_TTL_MS - 1;
    expect((await lookups.findById("u1"))?.muted).toBe(false);
    now = USER_LOOKUP_TTL_MS;
    expect((await lookups.findById("u1"))?.muted).toBe(true);
  });

  it("keeps the people notifications are about for its own, longer time", async () => {
    let now = 0;
    const db = fakeUsers([{ id: "u1", username: "SoxFan", muted: false }]);
    const notified = createUserLookups(db.users, () => now, NOTIFIED_USER_TTL_MS);
    await notified.findByUsername("soxfan");

    now = NOTIFIED_USER_TTL_MS - 1;
    expect((await notified.findByUsername("SoxFan"))?.id).toBe("u1");
    expect(db.reads).toEqual({ byId: 0, byName: 1 });
    now = NOTIFIED_USER_TTL_MS;
    await notified.findByUsername("SoxFan");
    expect(db.reads).toEqual({ byId: 0, byName: 2 });
  });

  it("reads a user afresh once this node changed them, and follows a rename", async () => {
    const db = fakeUsers([{ id: "u1", username: "old_name", muted: false }]);
    const lookups = createUserLookups(db.users, () => 0);
    await lookups.findByUsername("old_name");

    db.table.set("u1", { ...db.table.get("u1")!, username: "new_name", muted: true });
    lookups.forget("u1");
    expect((await lookups.findById("u1"))?.muted).toBe(true);
    expect(await lookups.findByUsername("old_name")).toBeUndefined();
    expect((await lookups.findByUsername("new_name"))?.id).toBe("u1");
  });

  it("does not keep a miss: a fan who signs up is found at once", async () => {
    const db = fakeUsers([]);
    const lookups = createUserLookups(db.users, () => 0);
    expect(await lookups.findByUsername("newcomer")).toBeUndefined();
    db.table.set("u2", { id: "u2", username: "newcomer", muted: false });
    expect((await lookups.findByUsername("newcomer"))?.id).toBe("u2");
  });
});
