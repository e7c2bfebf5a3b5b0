import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@huddle/contracts/admin";
import type { AdminLevel } from "@huddle/contracts/constants";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createBillingRepository } from "../billing/billing.repository.ts";
import { bearer, createUser, signedInUser, signIn } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import { STAFF_LEVELS, staffTeam } from "../../test/staff.ts";

let t: TestApp;
let team: Awaited<ReturnType<typeof staffTeam>>;

beforeAll(async () => {
  t = await buildTestApp();
  team = await staffTeam(t);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT";
interface UserRoute {
  method: Method;
  path: (id: string) => string;
  body?: object;
  lowest: AdminLevel;
  /** Acts on the target (self and superadmin rules apply). */
  targeted: boolean;
}

/** Issue 13's user routes and the lowest level allowed to call each. */
const ROUTES: UserRoute[] = [
  { method: "GET", path: () => "/api/admin/users", lowest: "mod", targeted: false },
  { method: "GET", path: (id) => `/api/admin/users/${id}`, lowest: "mod", targeted: false },
  {
    method: "POST",
    path: (id) => `/api/admin/users/${id}/ban`,
    body: { reason: "spam links", duration: "24h" },
    lowest: "admin",
    targeted: true,
  },
  {
    method: "POST",
    path: (id) => `/api/admin/users/${id}/unban`,
    body: {},
    lowest: "admin",
    targeted: true,
  },
  {
    method: "POST",
    path: (id) => `/api/admin/users/${id}/mute`,
    body: { hours: 1, reason: "cool off" },
    lowest: "mod",
    targeted: true,
  },
  {
    method: "POST",
    path: (id) => `/api/admin/users/${id}/unmute`,
    body: {},
    lowest: "mod",
    targeted: true,
  },
  {
    method: "PUT",
    path: (id) => `/api/admin/users/${id}/role`,
    body: { role: "mod", reason: "new volunteer" },
    lowest: "superadmin",
    targeted: true,
  },
  {
    method: "PUT",
    path: (id) => `/api/admin/users/${id}/tier`,
    body: { tier: "pro", reason: "contest prize" },
    lowest: "admin",
    targeted: true,
  },
  {
    method: "PUT",
    path: (id) => `/api/admin/users/${id}/exempt`,
    body: { exempt: true, reason: "league partner" },
    lowest: "admin",
    targeted: true,
  },
  {
    method: "GET",
    path: (id) => `/api/admin/users/${id}/messages`,
    lowest: "mod",
    targeted: false,
  },
];

const rank = (level: AdminLevel) => STAFF_LEVELS.indexOf(level);

describe("admin user routes × roles", () => {
  for (const route of ROUTES) {
    const label = `${route.method} ${route.path(":id")}`;
    for (const level of STAFF_LEVELS) {
      const allowed = rank(level) >= rank(route.lowest);
      it(`${label}: ${level} → ${allowed ? "allowed" : "403"}`, async () => {
        const target = await createUser(t.database);
        const res = await team[level].call(route.method, route.path(target.id), route.body);
        expect(res.statusCode, res.body).toBe(allowed ? 200 : 403);
      });
    }

    if (route.targeted) {
      it(`${label}: nobody acts on themselves`, async () => {
        const res = await team.superadmin.call(
          route.method,
          route.path(team.superadmin.user.id),
          route.body,
        );
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(ADMIN_MESSAGES.notOnYourself);
      });
      it(`${label}: nobody acts on staff above their level`, async () => {
        const admin = await createUser(t.database, { adminLevel: "admin" });
        const res = await team.mod.call(route.method, route.path(admin.id), route.body);
        expect(res.statusCode).toBe(403);
        const lowest = rank(route.lowest) <= rank("mod");
        expect(res.json().error).toBe(
          lowest ? ADMIN_MESSAGES.notOnHigherRank : ADMIN_MESSAGES.staffOnly,
        );
        const listed = await team.mod.call("GET", `/api/admin/users/${admin.id}`);
        expect(listed.json().user.abilities.canMute).toBe(false);
      });
      it(`${label}: nobody acts on a superadmin`, async () => {
        const other = await createUser(t.database, { adminLevel: "superadmin" });
        const res = await team.superadmin.call(route.method, route.path(other.id), route.body);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(ADMIN_MESSAGES.notOnSuperadmin);
      });
    }
  }

  it("documents every admin route in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      "/api/admin/stats",
      "/api/admin/activity",
      "/api/admin/users",
      "/api/admin/users/{id}/ban",
      "/api/admin/users/bulk",
      "/api/admin/messages/reported",
      "/api/admin/messages/{id}/moderate",
      "/api/admin/appeals/{id}",
      "/api/admin/ai-moderation/settings",
      "/api/admin/ai-moderation/rules/{id}",
      "/api/admin/audit-log",
      "/api/chat/appeals/{id}",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("answers 401 without a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/users" });
    expect(res.statusCode).toBe(401);
  });

  it("bulk × roles: fans may not; mods mute; admins and superadmins also ban", async () => {
    const action = async (level: AdminLevel, what: "mute" | "ban") => {
      const fan = await createUser(t.database);
      const res = await team[level].call("POST", "/api/admin/users/bulk", {
        action: what,
        userIds: [fan.id],
        reason: "raid",
        ...(what === "ban" ? { duration: "24h" } : {}),
      });
      return res.statusCode;
    };
    expect(await action("user", "mute")).toBe(403);
    expect(await action("mod", "mute")).toBe(200);
    expect(await action("admin", "ban")).toBe(200);
    expect(await action("superadmin", "ban")).toBe(200);
  });

  it("describes staff actions in the activity feed: who did what to whom, and why", async () => {
    const fan = await createUser(t.database);
    await team.admin.call("POST", `/api/admin/users/${fan.id}/ban`, {
      reason: "spam links",
      duration: "24h",
    });
    const logs = (await team.mod.call("GET", "/api/admin/activity?limit=5")).json().data.logs;
    expect(logs[0]).toMatchObject({
      type: "admin_action",
      action: "user.ban",
      description: `${team.admin.user.username} banned ${fan.username}: spam links`,
      user: { username: team.admin.user.username },
      severity: "high",
    });
  });

  it("bulk: mods may mute but not ban; refusals are per id", async () => {
    const fan = await createUser(t.database);
    const boss = await createUser(t.database, { adminLevel: "superadmin" });
    const banByMod = await team.mod.call("POST", "/api/admin/users/bulk", {
      action: "ban",
      userIds: [fan.id],
      reason: "raid",
    });
    expect(banByMod.statusCode).toBe(403);
    const mute = await team.mod.call("POST", "/api/admin/users/bulk", {
      action: "mute",
      userIds: [fan.id, boss.id],
      reason: "raid",
    });
    expect(mute.statusCode).toBe(200);
    expect(mute.json().results).toEqual([
      { id: fan.id, ok: true },
      { id: boss.id, ok: false, error: ADMIN_MESSAGES.notOnSuperadmin },
    ]);
    const admin = await createUser(t.database, { adminLevel: "admin" });
    const upward = await team.mod.call("POST", "/api/admin/users/bulk", {
      action: "mute",
      userIds: [admin.id],
      reason: "raid",
    });
    expect(upward.json().results).toEqual([
      { id: admin.id, ok: false, error: ADMIN_MESSAGES.notOnHigherRank },
    ]);
    const empty = await team.mod.call("POST", "/api/admin/users/bulk", {
      action: "mute",
      userIds: [],
      reason: "",
    });
    expect(empty.json().details).toContain("Please select users first");
    const missing = await team.mod.call("POST", "/api/admin/users/bulk", { action: "mute" });
    expect(missing.json().details).toEqual(["Please select users first"]);
  });

  it("bulk: a ban needs a reason, as a single ban does; a mute may go without", async () => {
    const fan = await createUser(t.database);
    for (const reason of [undefined, "", "   "]) {
      const res = await team.admin.call("POST", "/api/admin/users/bulk", {
        action: "ban",
        userIds: [fan.id],
        duration: "24h",
        ...(reason === undefined ? {} : { reason }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContain(ADMIN_MESSAGES.reasonRequired);
    }
    const users = (await team.admin.call("GET", `/api/admin/users?search=${fan.id}`)).json();
    expect(users.users[0].isBanned).toBe(false);
    const mute = await team.mod.call("POST", "/api/admin/users/bulk", {
      action: "mute",
      userIds: [fan.id],
    });
    expect(mute.statusCode).toBe(200);
  });
});

describe("admin user actions", () => {
  it("searches by username or email, and looks a UUID up directly", async () => {
    const fan = await createUser(t.database, { username: "Searchable_Sam" });
    const byName = await team.mod.call("GET", "/api/admin/users?search=searchable_s");
    expect(byName.json().users.map((u: { userId: string }) => u.userId)).toEqual([fan.id]);
    const byId = await team.mod.call("GET", `/api/admin/users?search=${fan.id}`);
    expect(byId.json()).toMatchObject({
      users: [{ userId: fan.id, username: "Searchable_Sam", isBanned: false }],
      pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
    });
  });

  it("refuses a tier change with a reason under 5 characters, and a ban without a reason", async () => {
    const fan = await createUser(t.database);
    const tier = await team.admin.call("PUT", `/api/admin/users/${fan.id}/tier`, {
      tier: "pro",
      reason: "abc",
    });
    expect(tier.statusCode).toBe(400);
    expect(tier.json().details).toContain("Reason must be at least 5 characters long");
    const ban = await team.admin.call("POST", `/api/admin/users/${fan.id}/ban`, {
      reason: "   ",
      duration: "7d",
    });
    expect(ban.statusCode).toBe(400);
  });

  it("records a staff grant as manual, the free tier as no source, and exemption as its source", async () => {
    const fan = await createUser(t.database, { membershipTier: "pro" });
    const grant = await team.admin.call("PUT", `/api/admin/users/${fan.id}/tier`, {
      tier: "team_owner",
      reason: "league partner",
    });
    expect(grant.json().user).toMatchObject({
      membershipTier: "team_owner",
      subscriptionSource: "manual",
    });
    const tier = await team.admin.call("PUT", `/api/admin/users/${fan.id}/tier`, {
      tier: "free",
      reason: "refund issued",
    });
    expect(tier.json().user).toMatchObject({ membershipTier: "free", subscriptionSource: null });
    const exempt = await team.admin.call("PUT", `/api/admin/users/${fan.id}/exempt`, {
      exempt: true,
      reason: "partner",
    });
    expect(exempt.json().user).toMatchObject({ isExempt: true, subscriptionSource: "exempt" });
    // The fan's own premium page says the same as the console.
    const { tokens } = await signIn(t.app, fan);
    const own = await t.app.inject({
      method: "GET",
      url: "/api/billing/subscription",
      headers: bearer(tokens.accessToken),
    });
    const mine = own.json().subscription;
    expect(mine).toMatchObject({ isExempt: true, subscriptionSource: "exempt" });
    // issue 12: every tier change is recorded — who, from, to, when — alongside billing's own.
    const recorded = await createBillingRepository(t.database.db).tierChangesOf(fan.id);
    expect(recorded).toMatchObject([
      {
        actor: `admin:${team.admin.user.username}`,
        fromTier: "pro",
        toTier: "team_owner",
        toSource: "manual",
        reason: "league partner",
      },
      {
        actor: `admin:${team.admin.user.username}`,
        fromTier: "team_owner",
        fromSource: "manual",
        toTier: "free",
        toSource: null,
        reason: "refund issued",
      },
    ]);
    for (const row of recorded) expect(row.createdAt).toBeInstanceOf(Date);
  });

  it("records each action in the audit log exactly once, with before and after", async () => {
    const fan = await createUser(t.database);
    await team.superadmin.call("PUT", `/api/admin/users/${fan.id}/role`, {
      role: "mod",
      reason: "volunteer",
    });
    await team.admin.call("PUT", `/api/admin/users/${fan.id}/tier`, {
      tier: "pro",
      reason: "prize winner",
    });
    const log = await team.admin.call("GET", `/api/admin/audit-log?targetId=${fan.id}`);
    expect(log.statusCode).toBe(200);
    const entries = log.json().entries;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(["user.tier", "user.role"]);
    expect(entries[1]).toMatchObject({
      actorId: team.superadmin.user.id,
      actorName: team.superadmin.user.username,
      targetType: "user",
      reason: "volunteer",
      before: { adminLevel: "user" },
      after: { adminLevel: "mod" },
    });
    const byMod = await team.mod.call("GET", "/api/admin/audit-log");
    expect(byMod.statusCode).toBe(403);
  });
});

// These move the test clock forward (tokens signed earlier expire), so they run last.
describe("timed bans and mutes", () => {
  it("a timed ban says until when, refuses sign-in, and ends by itself", async () => {
    const fan = await createUser(t.database);
    const before = t.clock.now().getTime();
    const res = await team.admin.call("POST", `/api/admin/users/${fan.id}/ban`, {
      reason: "spam",
      duration: "1h",
    });
    expect(res.json().user.isBanned).toBe(true);
    const until = Date.parse(res.json().user.bannedUntil);
    expect(until - before).toBeGreaterThanOrEqual(3_600_000);
    expect(until - before).toBeLessThan(3_600_000 + 60_000);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { usernameOrEmail: fan.username, password: fan.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().bannedUntil).toBe(res.json().user.bannedUntil);

    expect((await t.app.restrictionExpiry.runOnce()).unbanned).not.toContain(fan.id);
    t.clock.advance(3_600_000 + 1_000);
    expect((await t.app.restrictionExpiry.runOnce()).unbanned).toContain(fan.id);
    await expect(signIn(t.app, fan)).resolves.toBeDefined();
    // Tokens signed before the jump have expired: a moderator signs in again.
    const mod = await signedInUser(t.app, t.database, { adminLevel: "mod" });
    const history = (await mod.call("GET", `/api/admin/users/${fan.id}`)).json().history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      "user.ban_expired",
      "user.ban",
    ]);
  });

  it("takes a request with no body as one with every optional field left out", async () => {
    const fan = await signedInUser(t.app, t.database);
    const mod = await signedInUser(t.app, t.database, { adminLevel: "mod" });
    const muted = await mod.call("POST", `/api/admin/users/${fan.user.id}/mute`);
    expect(muted.statusCode).toBe(200);
    expect(muted.json().user).toMatchObject({ isMuted: true, mutedUntil: null });
    const unmuted = await mod.call("POST", `/api/admin/users/${fan.user.id}/unmute`);
    expect(unmuted.statusCode).toBe(200);
    expect(unmuted.json().user).toMatchObject({ isMuted: false });
    // A body with required fields names them, not the missing body.
    const admin = await signedInUser(t.app, t.database, { adminLevel: "superadmin" });
    const role = await admin.call("PUT", `/api/admin/users/${fan.user.id}/role`);
    expect(role.statusCode).toBe(400);
    expect(role.json().details.join(" ")).not.toMatch(/received (null|undefined)$/);
  });

  it("reads an empty body labelled JSON as no body, and still refuses broken or poisoned JSON", async () => {
    const fan = await createUser(t.database);
    const mod = await createUser(t.database, { adminLevel: "mod" });
    const { tokens } = await signIn(t.app, mod);
    const post = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/users/${fan.id}/mute`,
        headers: { ...bearer(tokens.accessToken), "content-type": "application/json" },
        payload,
      });
    const muted = await post("");
    expect(muted.statusCode).toBe(200);
    expect(muted.json().user).toMatchObject({ isMuted: true, mutedUntil: null });
    expect((await post("{not json")).statusCode).toBe(400);
    const poisoned = await post('{"__proto__": {"isAdmin": true}}');
    expect(poisoned.statusCode).toBe(400);
  });

  it("a permanent mute has no end and stops the user posting", async () => {
    const fan = await signedInUser(t.app, t.database);
    const mod = await signedInUser(t.app, t.database, { adminLevel: "mod" });
    const res = await mod.call("POST", `/api/admin/users/${fan.user.id}/mute`, {
      hours: null,
      reason: "",
    });
    expect(res.json().user).toMatchObject({ isMuted: true, mutedUntil: null });
    const room = (await teamRooms(t.database))();
    const post = () =>
      fan.call("POST", `/api/chat/rooms/${room}/messages`, { messageText: "go team" });
    const refused = await post();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ mutedUntil: null });
    t.clock.advance(30 * 86_400_000);
    expect((await t.app.restrictionExpiry.runOnce()).unmuted).not.toContain(fan.user.id);
  });
});
