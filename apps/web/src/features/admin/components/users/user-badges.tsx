import { ADMIN_LEVEL_LABELS, type AdminUser } from "@huddle/contracts/admin";
import { MEMBERSHIP_TIER_LABELS } from "@huddle/contracts/billing";
import { untilText, userStatusBadge } from "../../utils/user-status";

const badge = "rounded-full px-2 py-0.5 text-xs font-medium";
const STATUS_TONES = {
  Banned: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  Inactive: "bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100",
  Online: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  Offline: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200",
} as const;
const neutral = "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100";

/** The §4 status badge first, then role, tier, mute and exemption. */
export function UserBadges({ user }: { user: AdminUser }) {
  const status = userStatusBadge(user);
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`${badge} ${STATUS_TONES[status]}`}
        title={user.isBanned ? `Banned ${untilText(user.bannedUntil)}` : undefined}
      >
        {status}
      </span>
      {user.adminLevel !== "user" ? (
        <span className={`${badge} ${neutral}`}>{ADMIN_LEVEL_LABELS[user.adminLevel]}</span>
      ) : null}
      <span className={`${badge} ${neutral}`}>{MEMBERSHIP_TIER_LABELS[user.membershipTier]}</span>
      {user.isMuted ? (
        <span className={`${badge} ${STATUS_TONES.Inactive}`}>
          Muted {untilText(user.mutedUntil)}
        </span>
      ) : null}
      {user.exempt ? <span className={`${badge} ${neutral}`}>Exempt</span> : null}
    </span>
  );
}
