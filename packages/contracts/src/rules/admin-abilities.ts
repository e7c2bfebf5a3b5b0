import type { AdminLevel } from "../constants.ts";
import { hasAdminLevel } from "./roles.ts";

/**
 * spec 001 §2, §6: the /admin page and its nav entry are for superadmins only. The admin API
 * behind it admits each level to its own actions (apps/server `admin.policy.ts`).
 */
export function canOpenAdminPage(user: { adminLevel?: AdminLevel | null } | null): boolean {
  return hasAdminLevel(user, "superadmin");
}

/** Issue 13: the staff moderation queue (/moderation) and its nav entry are for mods and above. */
export function canOpenModerationPage(user: { adminLevel?: AdminLevel | null } | null): boolean {
  return hasAdminLevel(user, "mod");
}
