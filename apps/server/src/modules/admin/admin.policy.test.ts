import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@huddle/contracts/admin";
import type { AdminLevel } from "@huddle/contracts/constants";
import { adminPolicy, type AdminAction, type UserAction } from "./admin.policy.ts";

const person = (adminLevel: AdminLevel, id = `${adminLevel}-id`) => ({ id, adminLevel });

/** Issue 13 "Who may do what": the lowest level allowed for each action. */
const EXPECTED: Record<AdminAction, AdminLevel> = {
  readConsole: "mod",
  moderateContent: "mod",
  mute: "mod",
  ban: "admin",
  changeTier: "admin",
  setExempt: "admin",
  configureAi: "admin",
  readAuditLog: "admin",
  changeRole: "superadmin",
};
const LEVELS: AdminLevel[] = ["user", "mod", "admin", "superadmin"];

describe("admin policy", () => {
  for (const [action, lowest] of Object.entries(EXPECTED) as [AdminAction, AdminLevel][]) {
    for (const level of LEVELS) {
      const allowed = LEVELS.indexOf(level) >= LEVELS.indexOf(lowest);
      it(`${allowed ? "lets" : "refuses"} a ${level} ${action}`, () => {
        expect(adminPolicy.may(person(level), action)).toBe(allowed);
      });
    }
  }

  const userActions: UserAction[] = ["ban", "mute", "changeTier", "setExempt", "changeRole"];
  it.each(userActions)("refuses %s on oneself, even to a superadmin", (action) => {
    const me = person("superadmin");
    expect(adminPolicy.refusalOn(me, action, me)).toBe(ADMIN_MESSAGES.notOnYourself);
  });
  it.each(userActions)("refuses %s on a superadmin to everyone", (action) => {
    const target = person("superadmin", "target");
    expect(adminPolicy.refusalOn(person("superadmin"), action, target)).toBe(
      ADMIN_MESSAGES.notOnSuperadmin,
    );
  });

  it.each(userActions)("refuses %s on staff above the actor's level, not on peers", (action) => {
    expect(adminPolicy.refusalOn(person("mod"), "mute", person("admin", "target"))).toBe(
      ADMIN_MESSAGES.notOnHigherRank,
    );
    expect(adminPolicy.refusalOn(person("admin"), action, person("admin", "target"))).toBe(
      action === "changeRole" ? ADMIN_MESSAGES.staffOnly : null,
    );
    expect(adminPolicy.refusalOn(person("mod"), "mute", person("mod", "target"))).toBeNull();
  });

  it("greys out Ban on a superadmin and offers a mod only Mute", () => {
    expect(adminPolicy.abilitiesOn(person("admin"), person("superadmin", "t")).canBan).toBe(false);
    expect(adminPolicy.abilitiesOn(person("mod"), person("user", "t"))).toEqual({
      canBan: false,
      canMute: true,
      canChangeRole: false,
      canChangeTier: false,
      canSetExempt: false,
    });
  });
});
