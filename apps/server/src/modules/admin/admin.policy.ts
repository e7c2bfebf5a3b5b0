import type { AdminLevel } from "@huddle/contracts/constants";
import { ADMIN_MESSAGES } from "@huddle/contracts/admin";
import { hasAdminLevel } from "@huddle/contracts/rules/roles";
import type { UserRow } from "../../db/schema.ts";

/**
 * Who may do what in the admin API (issue 13, spec 001 §6), as data: the lowest admin level
 * each action needs. Mods read the console and judge content and mute; admins also ban, change
 * tiers and exemptions and steer AI moderation; superadmins also change roles.
 */
export const ADMIN_ACTION_LEVELS = {
  readConsole: "mod",
  moderateContent: "mod",
  mute: "mod",
  ban: "admin",
  changeTier: "admin",
  setExempt: "admin",
  configureAi: "admin",
  readAuditLog: "admin",
  changeRole: "superadmin",
} as const satisfies Record<string, AdminLevel>;
export type AdminAction = keyof typeof ADMIN_ACTION_LEVELS;

/**
 * The actions that act on another user: nobody acts on a superadmin, on themselves or on staff
 * above their own level (a mod may not mute an admin, who could not undo it).
 */
export type UserAction = "ban" | "mute" | "changeTier" | "setExempt" | "changeRole";

type Actor = Pick<UserRow, "id" | "adminLevel">;
type Target = Pick<UserRow, "id" | "adminLevel">;

export const adminPolicy = {
  may: (actor: Pick<Actor, "adminLevel">, action: AdminAction): boolean =>
    hasAdminLevel(actor, ADMIN_ACTION_LEVELS[action]),

  /** Why `actor` may not do `action` to `target`, or null when allowed. */
  refusalOn(actor: Actor, action: UserAction, target: Target): string | null {
    if (!this.may(actor, action)) return ADMIN_MESSAGES.staffOnly;
    if (actor.id === target.id) return ADMIN_MESSAGES.notOnYourself;
    if (target.adminLevel === "superadmin") return ADMIN_MESSAGES.notOnSuperadmin;
    if (!hasAdminLevel(actor, target.adminLevel)) return ADMIN_MESSAGES.notOnHigherRank;
    return null;
  },

  /** The abilities the console shows next to a user (spec 001 §5: Ban disabled on superadmins). */
  abilitiesOn(actor: Actor, target: Target) {
    const can = (action: UserAction) => this.refusalOn(actor, action, target) === null;
    return {
      canBan: can("ban"),
      canMute: can("mute"),
      canChangeRole: can("changeRole"),
      canChangeTier: can("changeTier"),
      canSetExempt: can("setExempt"),
    };
  },
};
