import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createBillingRepository } from "../modules/billing/billing.repository.ts";
import { createUsersRepository } from "../modules/users/users.repository.ts";
import { createUser } from "../test/factories.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { ADMIN_USAGE, runAdminCommand } from "./admin-commands.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("npm run admin", () => {
  it("promotes an existing user to any staff level", async () => {
    const user = await createUser(database, { username: "RefereeOne" });
    expect(await runAdminCommand(database.db, ["promote", "refereeone", "superadmin"])).toBe(
      "RefereeOne is now superadmin.",
    );
    expect((await createUsersRepository(database.db).findById(user.id))?.adminLevel).toBe(
      "superadmin",
    );
  });

  it("creates a verified staff account that can sign in", async () => {
    const out = await runAdminCommand(database.db, [
      "create",
      "head_mod",
      "mod@example.com",
      "whistle2025",
      "mod",
    ]);
    expect(out).toBe("Created head_mod (mod).");
    const row = await createUsersRepository(database.db).findByUsername("head_mod");
    expect(row).toMatchObject({ adminLevel: "mod", emailVerified: true, acceptedTerms: true });
  });

  it("applies the registration rules to new accounts", async () => {
    await expect(
      runAdminCommand(database.db, ["create", "x", "bad", "short", "admin"]),
    ).rejects.toThrow(/Username must be 3-20 characters[\s\S]*valid email[\s\S]*8 characters/);
  });

  it("refuses unknown levels, unknown users and malformed commands", async () => {
    await expect(runAdminCommand(database.db, ["promote", "nobody", "admin"])).rejects.toThrow(
      'No user named "nobody".',
    );
    await expect(runAdminCommand(database.db, ["promote", "nobody", "king"])).rejects.toThrow(
      /Unknown level "king"/,
    );
    await expect(runAdminCommand(database.db, ["dance"])).rejects.toThrow(ADMIN_USAGE);
  });

  it("bans, unbans, mutes and unmutes a user by name", async () => {
    const user = await createUser(database, { username: "LoudFan" });
    const users = createUsersRepository(database.db);
    expect(await runAdminCommand(database.db, ["ban", "loudfan"])).toMatch(/^LoudFan is banned/);
    expect((await users.findById(user.id))?.banned).toBe(true);
    await runAdminCommand(database.db, ["unban", "LoudFan"]);
    await runAdminCommand(database.db, ["mute", "LoudFan"]);
    expect(await users.findById(user.id)).toMatchObject({ banned: false, muted: true });
    expect(await runAdminCommand(database.db, ["unmute", "LoudFan"])).toBe(
      "LoudFan can post messages again.",
    );
    expect((await users.findById(user.id))?.muted).toBe(false);
    await expect(runAdminCommand(database.db, ["ban"])).rejects.toThrow(ADMIN_USAGE);
  });

  it("sets a membership tier and names the custom-team limits it brings", async () => {
    const user = await createUser(database, { username: "CoachKay" });
    const users = createUsersRepository(database.db);
    expect(await runAdminCommand(database.db, ["tier", "coachkay", "team_owner"])).toBe(
      "CoachKay is now team_owner: up to 1 custom team of 10 people.",
    );
    expect(await users.findById(user.id)).toMatchObject({
      membershipTier: "team_owner",
      subscriptionSource: "manual",
    });
    const audit = await createBillingRepository(database.db).tierChangesOf(user.id);
    expect(audit).toMatchObject([
      { actor: "admin-cli", fromTier: "basic", toTier: "team_owner", toSource: "manual" },
    ]);
    await expect(runAdminCommand(database.db, ["tier", "CoachKay", "gold"])).rejects.toThrow(
      /Unknown tier "gold"/,
    );
    await expect(runAdminCommand(database.db, ["tier", "nobody_here", "pro"])).rejects.toThrow(
      /No user named/,
    );
  });
});
