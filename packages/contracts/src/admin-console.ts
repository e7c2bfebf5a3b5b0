/**
 * Texts and choices of the `/admin` console (spec 001 §2 Admin page, §4, §5, §6, §8 Admin, §9
 * Admin dashboard), verbatim where the spec quotes them. The API's own refusals are in
 * admin.ts (ADMIN_MESSAGES).
 */
import { DASHBOARD_HEALTH } from "./admin.ts";

/** spec 001 §2: tabs, reachable as /admin?tab=<id> (§2 names messages, users and ai). */
export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "users", label: "User Management" },
  { id: "messages", label: "Message Moderation" },
  { id: "ai", label: "AI Moderation" },
  { id: "train", label: "Train AI" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

/** spec 001 §8 Admin. */
export const ADMIN_UI_MESSAGES = {
  fetchUsersFailed: "Failed to fetch users",
  bulkActionFailed: "Failed to perform bulk action",
  changeTierFailed: "Failed to change tier",
  changeRoleFailed: "Failed to change user role",
  banFailed: "Failed to ban user",
  exemptionFailed: "Failed to update exemption",
  loadDataFailed: "Failed to load data",
  moderateMessageFailed: "Failed to moderate message",
  moderateAppealFailed: "Failed to moderate appeal",
  userIdNotFound: "User ID not found",
  userNotFound: "User not found. Please try with a valid user ID (UUID).",
  settingsFailed: "Failed to update moderation settings",
  addRuleFailed: "Failed to add custom rule",
  deleteRuleFailed: "Failed to delete custom rule",
  selectUsersFirst: "Please select users first",
  selectMessagesFirst: "Please select messages first",
  patternRequired: "Please enter a pattern",
  reasonTooShort: "Reason must be at least 5 characters long",
} as const;

/**
 * spec 001 §5: "Banning from the message list asks for confirmation", wording not given; ours
 * follows spec 000 §6's "Are you sure you want to block {username}?".
 */
export const confirmBanText = (username: string) => `Are you sure you want to ban ${username}?`;

/** spec 001 §4 Dashboard health: more than 10 errors critical, more than 5 warning. */
export const DASHBOARD_HEALTH_LABELS = {
  critical: "Critical Issues",
  warning: "Warning",
  good: "All Systems Operational",
  unknown: "Status Unknown",
} as const;

/** spec 001 §4 User moderation: status badges, in this order of precedence. */
export const USER_STATUS_BADGES = ["Banned", "Inactive", "Online", "Offline"] as const;

/** spec 001 §6: the tier modal's choices, and the inline selector's. */
export const TIER_MODAL_OPTIONS = ["free", "adfree", "pro", "team_owner"] as const;
export const TIER_SELECTOR_OPTIONS = [
  "free",
  "adfree",
  "pro",
  "team_owner",
  "league_owner",
  "school",
  "super_vip",
] as const;

/** Issue 13: the chat's mute menu for mods (hours; null is permanent). */
export const CHAT_MUTE_HOURS = [1, 24, null] as const;

/** spec 001 §9: "Just now", "Nm ago", "Nh ago", then the date. */
export function timeAgo(iso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return new Date(iso).toLocaleDateString();
}

/** spec 001 §4: dashboard health from the error count (null: no figure, Status Unknown). */
export function dashboardHealth(errors: number | null): keyof typeof DASHBOARD_HEALTH_LABELS {
  if (errors === null) return "unknown";
  if (errors > DASHBOARD_HEALTH.criticalOver) return "critical";
  if (errors > DASHBOARD_HEALTH.warningOver) return "warning";
  return "good";
}
