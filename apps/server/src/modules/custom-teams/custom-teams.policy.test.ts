import { describe, expect, it } from "vitest";
import {
  canActOnMember,
  canChangeRole,
  canCreateGame,
  canDeleteTeam,
  canEditGame,
  canEditTeam,
  canHandleJoinRequests,
  canManageWordReplacements,
  canPostInTeamRoom,
  canReadTeamRoom,
  canRequestToJoin,
  canSeeMembers,
  canSeeRequesterEmail,
  type Standing,
} from "./custom-teams.policy.ts";

const ROLES: Record<string, Standing> = {
  stranger: { userId: "s", role: null, status: null },
  member: { userId: "m", role: "member", status: "active" },
  "team admin": { userId: "a", role: "admin", status: "active" },
  owner: { userId: "o", role: "owner", status: "active" },
  blocked: { userId: "b", role: "member", status: "blocked" },
  muted: { userId: "u", role: "member", status: "muted" },
};
const target = { userId: "t", role: "member" as const };
const publicTeam = { isPublic: true };
const privateTeam = { isPublic: false };

/** role -> expected answer, in the order stranger, member, team admin, owner, blocked, muted. */
const MATRIX: [string, (s: Standing) => boolean, boolean[]][] = [
  ["edit the team", canEditTeam, [false, false, true, true, false, false]],
  ["delete the team", canDeleteTeam, [false, false, false, true, false, false]],
  ["handle join requests", canHandleJoinRequests, [false, false, true, true, false, false]],
  ["see requester emails", canSeeRequesterEmail, [false, false, false, true, false, false]],
  [
    "manage word replacements",
    canManageWordReplacements,
    [false, false, false, true, false, false],
  ],
  ["create games", canCreateGame, [false, false, true, true, false, false]],
  [
    "edit a game of the team",
    (s) => canEditGame(s, null),
    [false, false, true, true, false, false],
  ],
  ["act on a member", (s) => canActOnMember(s, target), [false, false, true, true, false, false]],
  [
    "change a member's role",
    (s) => canChangeRole(s, target),
    [false, false, false, true, false, false],
  ],
  ["request to join", canRequestToJoin, [true, false, false, false, false, false]],
  [
    "see a public team's members",
    (s) => canSeeMembers(s, publicTeam),
    [true, true, true, true, false, true],
  ],
  [
    "see a private team's members",
    (s) => canSeeMembers(s, privateTeam),
    [false, true, true, true, false, true],
  ],
  [
    "read a public team's room",
    (s) => canReadTeamRoom(s, publicTeam),
    [true, true, true, true, false, true],
  ],
  [
    "read a private team's room",
    (s) => canReadTeamRoom(s, privateTeam),
    [false, true, true, true, false, true],
  ],
  ["post in the team room", canPostInTeamRoom, [false, true, true, true, false, false]],
];

describe("custom team policy matrix", () => {
  for (const [action, allowed, expected] of MATRIX) {
    Object.keys(ROLES).forEach((role, i) => {
      it(`${expected[i] ? "lets" : "does not let"} a ${role} ${action}`, () => {
        expect(allowed(ROLES[role]!)).toBe(expected[i]);
      });
    });
  }
});

describe("acting on other people", () => {
  const owner = ROLES.owner!;
  const admin = ROLES["team admin"]!;
  it("lets nobody act on the owner, and managers act on role member only", () => {
    expect(canActOnMember(admin, { userId: "o", role: "owner" })).toBe(false);
    expect(canActOnMember(owner, { userId: "a", role: "admin" })).toBe(false);
    expect(canActOnMember(admin, { userId: "x", role: "admin" })).toBe(false);
    expect(canChangeRole(owner, { userId: "o2", role: "owner" })).toBe(false);
  });

  it("lets nobody act on themselves", () => {
    expect(canActOnMember(admin, { userId: admin.userId, role: "member" })).toBe(false);
    expect(canChangeRole(owner, { userId: owner.userId, role: "member" })).toBe(false);
  });

  it("lets a manager of the opposing team edit a game", () => {
    expect(canEditGame(ROLES.stranger!, admin)).toBe(true);
    expect(canEditGame(ROLES.stranger!, ROLES.member!)).toBe(false);
  });
});
