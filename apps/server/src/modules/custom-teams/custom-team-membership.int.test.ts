import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_TEAM_MESSAGES } from "@huddle/contracts/custom-teams";
import { TEAM_MANAGEMENT_MESSAGES as M } from "@huddle/contracts/custom-team-management";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, signIn } from "../../test/factories.ts";
import { createTeam, fan, TEAMS, teamWithEveryRole, type Fan } from "./custom-teams.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe("joining a team", () => {
  it("joins at once, follows the team, and answers 409 the second time", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call);
    const joiner = await fan(t);
    const res = await joiner.call("POST", `${TEAMS}/${team.id}/join`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "joined",
      team: { memberCount: 2, followerCount: 1, isMember: true, isFollowing: true },
    });
    const again = await joiner.call("POST", `${TEAMS}/${team.id}/join`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("You are already a member of this team");
  });

  it("answers 202 with one pending request when approval is required, however often asked", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call, { requiresAcceptance: true });
    const joiner = await fan(t);
    const [a, b] = await Promise.all([
      joiner.call("POST", `${TEAMS}/${team.id}/join`, { message: "Can I play?" }),
      joiner.call("POST", `${TEAMS}/${team.id}/join`, { message: "Can I play?" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json().request.requestId).toBe(b.json().request.requestId);
    const list = (await owner.call("GET", `${TEAMS}/${team.id}/join-requests`)).json().requests;
    expect(list).toEqual([
      expect.objectContaining({
        username: joiner.user.username,
        email: joiner.user.email,
        membershipTier: "basic",
        accountAge: 0,
        teamsCount: 0,
        message: "Can I play?",
      }),
    ]);
  });

  it("refuses a blocked fan with 403 and a full team with 400 that does not say member", async () => {
    const r = await teamWithEveryRole(t);
    const blocked = await r.blocked.call("POST", `${TEAMS}/${r.team.id}/join`);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe("You have been blocked from this team.");

    const owner = await fan(t, "team_owner");
    const team = await createTeam(owner.call);
    const fans = await Promise.all(Array.from({ length: 10 }, () => fan(t)));
    const results = await Promise.all(fans.map((f) => f.call("POST", `${TEAMS}/${team.id}/join`)));
    expect(results.filter((x) => x.statusCode === 200)).toHaveLength(9);
    const full = results.find((x) => x.statusCode === 400)!;
    expect(full.json().error).toBe(CUSTOM_TEAM_MESSAGES.teamFull(10));
    expect(full.json().error).not.toMatch(/already|member/i);
    expect((await owner.call("GET", `${TEAMS}/${team.id}`)).json().team.memberCount).toBe(10);
  });
});

describe("managing members", () => {
  const act = (f: Fan, teamId: string, target: string, action: string, body?: object) =>
    action === "remove"
      ? f.call("DELETE", `${TEAMS}/${teamId}/members/${target}`)
      : f.call("POST", `${TEAMS}/${teamId}/members/${target}/${action}`, body ?? {});

  it("lets the owner and a team admin mute, unmute, block, unblock and remove a member", async () => {
    for (const actor of ["owner", "admin"] as const) {
      const r = await teamWithEveryRole(t);
      const id = r.team.id;
      const target = r.member.user.id;
      const muted = await act(r[actor], id, target, "mute", { days: 7, reason: "language" });
      expect(muted.json().member).toMatchObject({ status: "muted", actionReason: "language" });
      const until = Date.parse(muted.json().member.mutedUntil);
      expect(Math.abs(until - (t.clock.now().getTime() + 7 * DAY_MS))).toBeLessThan(60_000);
      expect((await act(r[actor], id, target, "unmute")).json().member.status).toBe("active");
      expect((await act(r[actor], id, target, "block", {})).json().member.status).toBe("blocked");
      expect((await act(r[actor], id, target, "unblock")).json().member.status).toBe("active");
      expect((await act(r[actor], id, target, "remove")).statusCode).toBe(200);
      expect((await act(r[actor], id, target, "remove")).statusCode).toBe(404);
    }
  });

  it("tells each standing what it may do with the team", async () => {
    const r = await teamWithEveryRole(t);
    const flagsOf = async (viewer: Fan) => {
      const { team } = (await viewer.call("GET", `${TEAMS}/${r.team.id}`)).json();
      return [team.canEdit, team.canDelete, team.canManageWordReplacements, team.canJoin];
    };
    // [edit, delete, word replacements, join]
    expect(await flagsOf(r.owner)).toEqual([true, true, true, false]);
    expect(await flagsOf(r.admin)).toEqual([true, false, false, false]);
    expect(await flagsOf(r.member)).toEqual([false, false, false, false]);
    expect(await flagsOf(r.stranger)).toEqual([false, false, false, true]);
  });

  it("lists each member with what the viewer may do to them", async () => {
    const r = await teamWithEveryRole(t);
    const flagsSeenBy = async (viewer: Fan) => {
      const res = await viewer.call("GET", `${TEAMS}/${r.team.id}/members`);
      const rows = res.json().members as {
        userId: string;
        canChangeRole: boolean;
        canModerate: boolean;
      }[];
      const of = (f: Fan) => rows.find((m) => m.userId === f.user.id)!;
      return [r.owner, r.admin, r.member].map((f) => [of(f).canChangeRole, of(f).canModerate]);
    };
    // [changeRole, moderate] on the owner, the team admin and a member.
    expect(await flagsSeenBy(r.owner)).toEqual([
      [false, false],
      [true, false],
      [true, true],
    ]);
    expect(await flagsSeenBy(r.admin)).toEqual([
      [false, false],
      [false, false],
      [false, true],
    ]);
    expect(await flagsSeenBy(r.member)).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
    const muted = await act(r.owner, r.team.id, r.member.user.id, "mute", { days: 1 });
    expect(muted.json().member).toMatchObject({ canChangeRole: true, canModerate: true });
  });

  it("refuses members, muted, blocked and strangers on every member action", async () => {
    const r = await teamWithEveryRole(t);
    for (const actor of [r.member, r.muted, r.blocked, r.stranger]) {
      for (const action of ["mute", "unmute", "block", "unblock", "remove"]) {
        const res = await act(actor, r.team.id, r.member.user.id, action);
        expect(res.statusCode, `${action}`).toBe(403);
      }
    }
  });

  it("acts on role member only and never on the owner", async () => {
    const r = await teamWithEveryRole(t);
    const onAdmin = await act(r.owner, r.team.id, r.admin.user.id, "mute", { days: 1 });
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json().error).toBe(M.actsOnMembersOnly);
    const onOwner = await act(r.admin, r.team.id, r.owner.user.id, "block");
    expect(onOwner.json().error).toBe(M.notOnOwner);
    const role = (f: Fan, userId: string, value: string) =>
      f.call("PUT", `${TEAMS}/${r.team.id}/members/${userId}/role`, { role: value });
    expect((await role(r.admin, r.member.user.id, "admin")).json().error).toBe(M.roleForbidden);
    expect((await role(r.owner, r.admin.user.id, "member")).json().member.role).toBe("member");
    expect((await act(r.owner, r.team.id, r.admin.user.id, "mute", { days: 1 })).statusCode).toBe(
      200,
    );
    expect((await role(r.owner, r.member.user.id, "owner")).statusCode).toBe(400);
  });

  it("makes only an active member an admin: a blocked or muted admin could never be freed", async () => {
    const r = await teamWithEveryRole(t);
    const promote = (userId: string) =>
      r.owner.call("PUT", `${TEAMS}/${r.team.id}/members/${userId}/role`, { role: "admin" });
    for (const restricted of [r.blocked, r.muted]) {
      const refused = await promote(restricted.user.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(M.promoteActiveOnly);
    }
    const members = (await r.owner.call("GET", `${TEAMS}/${r.team.id}/members`)).json().members;
    const roleOf = (id: string) => members.find((m: { userId: string }) => m.userId === id)?.role;
    expect([roleOf(r.blocked.user.id), roleOf(r.muted.user.id)]).toEqual(["member", "member"]);
    expect((await promote(r.member.user.id)).json().member.role).toBe("admin");
  });

  it("makes a timed mute read as active once it has run out, and keeps a permanent one", async () => {
    const r = await teamWithEveryRole(t);
    await act(r.owner, r.team.id, r.member.user.id, "mute", { days: null });
    t.clock.advance(3 * DAY_MS + 1_000);
    // The access token has expired by then: sign in again.
    const headers = bearer((await signIn(t.app, r.owner.user)).tokens.accessToken);
    const url = `${TEAMS}/${r.team.id}/members`;
    const members = (await t.app.inject({ method: "GET", url, headers })).json().members;
    const byId = (id: string) => members.find((m: { userId: string }) => m.userId === id);
    expect(byId(r.muted.user.id)).toMatchObject({ status: "active", mutedUntil: null });
    expect(byId(r.member.user.id)).toMatchObject({ status: "muted", mutedUntil: null });
  });

  it("answers 400 for malformed user ids and mute durations", async () => {
    const r = await teamWithEveryRole(t);
    const bad = await r.owner.call("POST", `${TEAMS}/${r.team.id}/members/xyz/mute`, { days: 1 });
    expect(bad.json().error).toBe(M.invalidUserId);
    const days = await act(r.owner, r.team.id, r.member.user.id, "mute", { days: 2 });
    expect(days.statusCode).toBe(400);
  });
});

describe("join requests", () => {
  async function teamWithRequests(n: number) {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call, { requiresApproval: true });
    const fans = await Promise.all(Array.from({ length: n }, () => fan(t)));
    const ids: string[] = [];
    for (const f of fans) {
      ids.push((await f.call("POST", `${TEAMS}/${team.id}/join`)).json().request.requestId);
    }
    return { owner, team, fans, ids };
  }

  it("approves with 'Welcome to the team!' once; a second approval is 409", async () => {
    const { owner, team, fans, ids } = await teamWithRequests(1);
    const url = `${TEAMS}/${team.id}/join-requests/${ids[0]}`;
    const [a, b] = await Promise.all([
      owner.call("POST", url, { action: "approve" }),
      owner.call("POST", url, { action: "approve" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json().request).toMatchObject({
      status: "approved",
      responseMessage: "Welcome to the team!",
    });
    const joined = (await fans[0]!.call("GET", `${TEAMS}/${team.id}`)).json().team;
    expect(joined).toMatchObject({ isMember: true, isFollowing: true, memberCount: 2 });
  });

  it("handles requests in bulk with the default messages and hides email from team admins", async () => {
    const { owner, team, fans, ids } = await teamWithRequests(3);
    await owner.call("POST", `${TEAMS}/${team.id}/join`);
    const admin = fans[2]!;
    await owner.call("POST", `${TEAMS}/${team.id}/join-requests/${ids[2]}`, { action: "approve" });
    await owner.call("PUT", `${TEAMS}/${team.id}/members/${admin.user.id}/role`, { role: "admin" });
    const seen = (await admin.call("GET", `${TEAMS}/${team.id}/join-requests`)).json().requests;
    expect(seen).toHaveLength(2);
    expect(seen[0].email).toBeUndefined();
    const bulk = await admin.call("POST", `${TEAMS}/${team.id}/join-requests/bulk`, {
      action: "deny",
      requestIds: [ids[0], ids[1], ids[2]],
    });
    expect(bulk.json().requests.map((q: { responseMessage: string }) => q.responseMessage)).toEqual(
      ["Bulk denial", "Bulk denial"],
    );
    expect(bulk.json().skipped).toEqual([ids[2]]);
    expect((await fans[0]!.call("GET", `${TEAMS}/${team.id}`)).json().team.isMember).toBe(false);
  });

  it("refuses members and strangers, and 404s a request of another team", async () => {
    const { owner, team, ids } = await teamWithRequests(1);
    const stranger = await fan(t);
    expect((await stranger.call("GET", `${TEAMS}/${team.id}/join-requests`)).statusCode).toBe(403);
    const other = await createTeam((await fan(t, "pro")).call);
    const wrong = await owner.call("POST", `${TEAMS}/${other.id}/join-requests/${ids[0]}`, {
      action: "approve",
    });
    expect(wrong.statusCode).toBe(403);
    const bulk = await owner.call("POST", `${TEAMS}/${team.id}/join-requests/bulk`, {
      action: "approve",
      requestIds: [],
    });
    expect(bulk.json().details).toEqual([M.requestIdsRequired]);
  });
});

describe("leaving a team", () => {
  it("lets a member and a team admin leave, and refuses the owner, a muted member and outsiders", async () => {
    const r = await teamWithEveryRole(t);
    const leave = (f: Fan) => f.call("POST", `${TEAMS}/${r.team.id}/leave`);
    const details = async (f: Fan) => (await f.call("GET", `${TEAMS}/${r.team.id}`)).json().team;
    expect((await details(r.member)).canLeave).toBe(true);
    expect((await details(r.owner)).canLeave).toBe(false);
    const before = (await details(r.owner)).memberCount;

    for (const f of [r.member, r.admin]) {
      const res = await leave(f);
      expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
      expect(await details(f)).toMatchObject({
        isMember: false,
        viewerRole: null,
        canLeave: false,
      });
    }
    const refusals = [
      [r.owner, 403, CUSTOM_TEAM_MESSAGES.ownerCannotLeave],
      [r.muted, 409, CUSTOM_TEAM_MESSAGES.mutedCannotLeave],
      [r.blocked, 403, CUSTOM_TEAM_MESSAGES.blocked],
      [r.stranger, 404, CUSTOM_TEAM_MESSAGES.notMember],
      [r.member, 404, CUSTOM_TEAM_MESSAGES.notMember],
    ] as const;
    for (const [f, status, error] of refusals) {
      const res = await leave(f);
      expect([res.statusCode, res.json().error]).toEqual([status, error]);
    }
    expect((await details(r.owner)).memberCount).toBe(before - 2);
  });
});
