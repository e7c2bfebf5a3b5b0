import { ACTIVE_USER_DAYS, type AdminUser } from "@huddle/contracts/admin";
import type { UserRow } from "../../db/schema.ts";
import { subscriptionSourceOf } from "../users/users.presenter.ts";
import { adminPolicy } from "./admin.policy.ts";

const DAY_MS = 86_400_000;

/**
 * spec 001 §3 User (admin view). Active: seen within ACTIVE_USER_DAYS; online: has a socket on
 * some node; the subscription source as `subscriptionSourceOf` says.
 */
export function presentAdminUser(
  row: UserRow,
  viewer: Pick<UserRow, "id" | "adminLevel">,
  options: { online: boolean; now: Date },
): AdminUser {
  const seen = row.lastActive ?? row.createdAt;
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    adminLevel: row.adminLevel,
    membershipTier: row.membershipTier,
    exempt: row.exempt,
    isExempt: row.exempt,
    subscriptionSource: subscriptionSourceOf(row),
    isBanned: row.banned,
    bannedUntil: row.banned ? (row.bannedUntil?.toISOString() ?? null) : null,
    isMuted: row.muted,
    mutedUntil: row.muted ? (row.mutedUntil?.toISOString() ?? null) : null,
    isActive: options.now.getTime() - seen.getTime() <= ACTIVE_USER_DAYS * DAY_MS,
    isOnline: options.online,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActive?.toISOString() ?? null,
    abilities: adminPolicy.abilitiesOn(viewer, row),
  };
}
