import { describe, expect, it } from "vitest";
import type { AdminLevel, MembershipTier } from "../constants.ts";
import { hasAdminLevel, hasMembershipTier } from "./roles.ts";

/** spec 000 §6, written out here so a reordered constant fails the matrix. */
const LEVELS: AdminLevel[] = ["user", "mod", "admin", "superadmin"];
const TIERS: MembershipTier[] = [
  "free",
  "basic",
  "adfree",
  "pro",
  "team_owner",
  "league_owner",
  "school",
  "super_fan",
  "mvp",
  "champion",
  "super_vip",
];

/** Every (held, required) pair with whether holding `held` satisfies `required`. */
function matrix<T>(order: T[]): [T, T, boolean][] {
  return order.flatMap((held, i) =>
    order.map((required, j): [T, T, boolean] => [held, required, i >= j]),
  );
}

describe("hasAdminLevel", () => {
  it.each(matrix(LEVELS))("a %s checked against %s gives %s", (held, required, expected) => {
    expect(hasAdminLevel({ adminLevel: held }, required)).toBe(expected);
  });

  it("grants every level to a superadmin", () => {
    for (const level of LEVELS)
      expect(hasAdminLevel({ adminLevel: "superadmin" }, level)).toBe(true);
  });

  it("grants a plain user only the user level", () => {
    expect(LEVELS.filter((level) => hasAdminLevel({ adminLevel: "user" }, level))).toEqual([
      "user",
    ]);
  });

  it.each(LEVELS)("returns false for a null user at level %s", (level) => {
    expect(hasAdminLevel(null, level)).toBe(false);
  });

  it.each(LEVELS)("returns false for an undefined user at level %s", (level) => {
    expect(hasAdminLevel(undefined, level)).toBe(false);
  });

  it("returns false for a user without an admin level", () => {
    expect(hasAdminLevel({}, "user")).toBe(false);
    expect(hasAdminLevel({ adminLevel: null }, "user")).toBe(false);
  });

  it("ignores the membership tier", () => {
    expect(hasAdminLevel({ adminLevel: "user", membershipTier: "super_vip" }, "mod")).toBe(false);
  });
});

describe("hasMembershipTier", () => {
  it.each(matrix(TIERS))("a %s checked against %s gives %s", (held, required, expected) => {
    expect(hasMembershipTier({ membershipTier: held }, required)).toBe(expected);
  });

  it("grants every tier to super_vip", () => {
    for (const tier of TIERS) {
      expect(hasMembershipTier({ membershipTier: "super_vip" }, tier)).toBe(true);
    }
  });

  it("grants basic only the free and basic tiers", () => {
    expect(TIERS.filter((tier) => hasMembershipTier({ membershipTier: "basic" }, tier))).toEqual([
      "free",
      "basic",
    ]);
  });

  it.each(TIERS)("returns false for a null user at tier %s", (tier) => {
    expect(hasMembershipTier(null, tier)).toBe(false);
  });

  it.each(TIERS)("returns false for an undefined user at tier %s", (tier) => {
    expect(hasMembershipTier(undefined, tier)).toBe(false);
  });

  it("returns false for a user without a membership tier", () => {
    expect(hasMembershipTier({}, "basic")).toBe(false);
    expect(hasMembershipTier({ membershipTier: null }, "basic")).toBe(false);
  });

  it("ignores the admin level", () => {
    expect(hasMembershipTier({ adminLevel: "superadmin", membershipTier: "basic" }, "pro")).toBe(
      false,
    );
  });
});

describe("values from outside the known lists", () => {
  it("gives false for a required level or tier that does not exist", () => {
    const top = { adminLevel: "superadmin", membershipTier: "super_vip" } as const;
    expect(hasAdminLevel(top, "owner" as AdminLevel)).toBe(false);
    expect(hasMembershipTier(top, "premium" as MembershipTier)).toBe(false);
  });
});
