import type { AdminUser } from "@huddle/contracts/admin";
import type { USER_STATUS_BADGES } from "@huddle/contracts/admin-console";

/** spec 001 §4: Banned, then Inactive, then Online or Offline — the first that applies. */
export function userStatusBadge(user: AdminUser): (typeof USER_STATUS_BADGES)[number] {
  if (user.isBanned) return "Banned";
  if (!user.isActive) return "Inactive";
  return user.isOnline ? "Online" : "Offline";
}

/** "until <date>" for timed bans and mutes; permanent ones have no end. */
export function untilText(iso: string | null): string {
  return iso ? `until ${new Date(iso).toLocaleString()}` : "permanently";
}
