import { describe, expect, it } from "vitest";
import type { TeamRole } from "../custom-teams.ts";
import { memberAbilities, type Standing } from "./team-abilities.ts";

const VIEWERS: Record<string, Standing> = {
  stranger: { userId: "v", role: null, status: null },
  member: { userId: "v", role: "member", status: "active" },
  "muted member": { userId: "v", role: "member", status: "muted" },
  "team admin": { userId: "v", role: "admin", status: "active" },
  "blocked team admin": { userId: "v", role: "admin", status: "blocked" },
  owner: { userId: "v", role: "owner", status: "active" },
};
const TARGET_ROLES: TeamRole[] = ["owner", "admin", "member"];

/** Expected flags, written from spec 001 §4, §6 rather than from the rules under test. */
function expected(viewer: string, targetRole: TeamRole, self: boolean) {
  const manager = viewer === "team admin" || viewer === "owner";
  return {
    canChangeRole: viewer === "owner" && targetRole !== "owner" && !self,
    canModerate: manager && targetRole === "member" && !self,
  };
}

const cases = Object.keys(VIEWERS).flatMap((viewer) =>
  TARGET_ROLES.flatMap((role) => [false, true].map((self) => [viewer, role, self] as const)),
);

describe("memberAbilities", () => {
  it.each(cases)("a %s looking at a %s (themselves: %s)", (viewer, role, self) => {
    const standing = VIEWERS[viewer]!;
    const target = { userId: self ? standing.userId : "someone else", role };
    expect(memberAbilities(standing, target)).toEqual(expected(viewer, role, self));
  });
});
