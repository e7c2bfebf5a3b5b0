import { describe, expect, it } from "vitest";
import { hasRoomFor, teamLimitsFor, UNLIMITED } from "./team-limits.ts";

describe("team limits by tier (spec 001 §9)", () => {
  it("gives the table's figures for listed tiers", () => {
    expect(teamLimitsFor("team_owner")).toEqual({ maxTeams: 1, maxMembers: 10 });
    expect(teamLimitsFor("pro")).toEqual({ maxTeams: 10, maxMembers: 50 });
    expect(teamLimitsFor("super_vip")).toEqual({ maxTeams: 20, maxMembers: UNLIMITED });
  });

  it("treats unknown, missing and spec 000's basic tier as free, which cannot create", () => {
    for (const tier of ["basic", "school", "", null, undefined]) {
      expect(teamLimitsFor(tier)).toEqual({ maxTeams: 0, maxMembers: 0 });
    }
  });

  it("has room below the limit and always when unlimited", () => {
    expect(hasRoomFor(9, 10)).toBe(true);
    expect(hasRoomFor(10, 10)).toBe(false);
    expect(hasRoomFor(0, 0)).toBe(false);
    expect(hasRoomFor(1_000_000, UNLIMITED)).toBe(true);
  });
});
