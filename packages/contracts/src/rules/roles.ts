import {
  ADMIN_LEVELS,
  MEMBERSHIP_TIERS,
  type AdminLevel,
  type MembershipTier,
} from "../constants.ts";

interface RankedUser {
  adminLevel?: AdminLevel | null;
  membershipTier?: MembershipTier | null;
}

/** spec 000 §6: true when the user's level is at or above `level`; a missing user gives false. */
export function hasAdminLevel(user: RankedUser | null | undefined, level: AdminLevel): boolean {
  const required = ADMIN_LEVELS.indexOf(level);
  if (!user?.adminLevel || required < 0) return false;
  return ADMIN_LEVELS.indexOf(user.adminLevel) >= required;
}

/** spec 000 §6: true when the user's tier is at or above `tier`; a missing user gives false. */
export function hasMembershipTier(
  user: RankedUser | null | undefined,
  tier: MembershipTier,
): boolean {
  const required = MEMBERSHIP_TIERS.indexOf(tier);
  if (!user?.membershipTier || required < 0) return false;
  return MEMBERSHIP_TIERS.indexOf(user.membershipTier) >= required;
}
