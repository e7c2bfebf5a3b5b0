import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createAuditLogRepository } from "../modules/admin/audit-log.repository.ts";
import { createUser } from "../test/factories.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { runAdminCommand } from "./admin-commands.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("npm run admin writes the audit log", () => {
  it("records each command once, by the actor cli, with before and after", async () => {
    const user = await createUser(database);
    await runAdminCommand(database.db, ["ban", user.username]);
    await runAdminCommand(database.db, ["promote", user.username, "mod"]);
    const entries = await createAuditLogRepository(database.db).historyOf(user.id);
    expect(entries.map((e) => e.action).sort()).toEqual(["user.ban", "user.role"]);
    const ban = entries.find((e) => e.action === "user.ban");
    expect(ban).toMatchObject({
      actorId: null,
      actorName: "cli",
      before: { banned: false },
      after: { banned: true },
    });
  });

  it("keeps entries append-only: the database refuses to change or delete them", async () => {
    const user = await createUser(database);
    await runAdminCommand(database.db, ["mute", user.username]);
    for (const statement of [
      "update admin_audit_log set reason = 'edited'",
      "delete from admin_audit_log",
    ]) {
      const error: unknown = await database.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      // drizzle wraps the database's refusal; the trigger's text is in the cause.
      expect(String((error as { cause?: unknown } | null)?.cause)).toMatch(/append-only/);
    }
  });
});
