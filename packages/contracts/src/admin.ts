import { z } from "zod";
import { inboundId } from "./ids.ts";
import { ADMIN_LEVELS, MEMBERSHIP_TIERS, SUBSCRIPTION_SOURCES } from "./constants.ts";

/**
 * Admin console contracts, part 1: users, stats, activity and the audit log (spec 001 §3 User
 * (admin view), Admin stats, Activity item, Report/log entry; §5 Admin; §9 Admin dashboard).
 * Messages, appeals and AI moderation are in admin-moderation.ts.
 */

/** spec 001 §8 Admin and the texts of our own refusals. */
export const ADMIN_MESSAGES = {
  reasonTooShort: "Reason must be at least 5 characters long",
  reasonRequired: "A reason is required",
  reasonTooLong: "Reason must be at most 500 characters",
  patternRequired: "Please enter a pattern",
  userNotFound: "User not found. Please try with a valid user ID (UUID).",
  messageNotFound: "Message not found",
  appealNotFound: "Appeal not found",
  ruleNotFound: "Custom rule not found",
  notOnYourself: "You cannot perform this action on yourself",
  notOnSuperadmin: "No one can perform this action on a superadmin",
  notOnHigherRank: "You cannot perform this action on staff above your level",
  staffOnly: "You do not have permission to do that.",
  appealDecided: "This appeal has already been decided",
  appealWithoutRoom: "This appeal does not say which room its message was for",
  privateRoom:
    "A private team's room belongs to its members: staff see its messages when they are reported or held",
  appealRoomClosed: "The appeal's author may no longer post in its room, so it cannot be posted",
  nothingToModerate: "This message has nothing waiting for a decision",
  alreadyDecided: "Another moderator decided this item a moment ago",
} as const;

/** spec 001 §5 Admin, §9 Ban durations. `permanent` has no end. */
export const BAN_DURATIONS = ["1h", "24h", "7d", "30d", "permanent"] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];
export const BAN_DURATION_MS: Record<Exclude<BanDuration, "permanent">, number> = {
  "1h": 3_600_000,
  "24h": 86_400_000,
  "7d": 7 * 86_400_000,
  "30d": 30 * 86_400_000,
};
/** spec 001 §9: bulk ban presets. */
export const BULK_BAN_DURATIONS = ["24h", "permanent"] as const;

/** spec 001 §6: role changes offered (superadmin is made with `npm run admin` only). */
export const ASSIGNABLE_ROLES = ["user", "mod", "admin"] as const;
/** What staff read for an admin level (the badge, the role dialog); the values stay the spec's. */
export const ADMIN_LEVEL_LABELS: Record<(typeof ADMIN_LEVELS)[number], string> = {
  superadmin: "Superadmin",
  admin: "Admin",
  mod: "Moderator",
  user: "User",
};
/** spec 001 §6: the tier modal offers free, adfree, pro, team_owner; the inline selector more. */
export const ADMIN_TIER_CHOICES = MEMBERSHIP_TIERS;

/** spec 001 §9: admin users page size 50, message pages 25. */
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_MESSAGES_PAGE_SIZE = 25;
/** spec 001 §9: the dashboard shows the last 10 activities and refreshes every 30 s. */
export const ADMIN_ACTIVITY_DEFAULT_LIMIT = 10;
export const ADMIN_DASHBOARD_REFRESH_MS = 30_000;
/** spec 001 §4 Dashboard health: more than 10 errors Critical, more than 5 Warning. */
export const DASHBOARD_HEALTH = { criticalOver: 10, warningOver: 5 } as const;
/** spec 001 §9 Accuracy colouring (percent). */
export const ACCURACY_LEVELS = { high: 90, medium: 70 } as const;
/** A user is Active when seen within this many days (ours; spec 001 §4 'Inactive'). */
export const ACTIVE_USER_DAYS = 30;

export const adminLevelSchema = z.enum(ADMIN_LEVELS);
/** The longest reason a staff action keeps (its texts say so). */
export const STAFF_REASON_MAX_LENGTH = 500;
const requiredReason = z
  .string({ error: ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.reasonRequired)
  .max(STAFF_REASON_MAX_LENGTH, ADMIN_MESSAGES.reasonTooLong);
/** A staff action's reason where one may be left out. */
export const optionalReason = z
  .string()
  .trim()
  .max(STAFF_REASON_MAX_LENGTH, ADMIN_MESSAGES.reasonTooLong)
  .default("");

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const userIdParamsSchema = z.object({ id: inboundId(ADMIN_MESSAGES.userNotFound) });

/** What the caller may do to this user: the console greys out the rest (e.g. Ban on a superadmin). */
export const adminUserAbilitiesSchema = z.object({
  canBan: z.boolean(),
  canMute: z.boolean(),
  canChangeRole: z.boolean(),
  canChangeTier: z.boolean(),
  canSetExempt: z.boolean(),
});

/** spec 001 §3 User (admin view), plus when a ban or mute ends (null: permanent or none). */
export const adminUserSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  adminLevel: adminLevelSchema,
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  exempt: z.boolean(),
  isExempt: z.boolean(),
  subscriptionSource: z.enum(SUBSCRIPTION_SOURCES).nullable(),
  isBanned: z.boolean(),
  bannedUntil: z.iso.datetime().nullable(),
  isMuted: z.boolean(),
  mutedUntil: z.iso.datetime().nullable(),
  isActive: z.boolean(),
  isOnline: z.boolean(),
  createdAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime().nullable(),
  abilities: adminUserAbilitiesSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(254).default(""),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;
export const listUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
});
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

/** spec 001 §3 Moderation history item. */
export const moderationHistoryItemSchema = z.object({
  action: z.string(),
  moderator: z.string(),
  createdAt: z.iso.datetime(),
  reason: z.string(),
});
export type ModerationHistoryItem = z.infer<typeof moderationHistoryItemSchema>;

/** How a history item's `action` (an audit key, "user.ban") reads to staff. */
const MODERATION_ACTION_LABELS: Readonly<Record<string, string>> = {
  "user.create": "Account created",
  "user.ban": "Banned",
  "user.unban": "Unbanned",
  "user.ban_expired": "Ban ended",
  "user.mute": "Muted",
  "user.unmute": "Unmuted",
  "user.mute_expired": "Mute ended",
  "user.role": "Role changed",
  "user.tier": "Tier changed",
  "user.exempt": "Exempted from the filter",
  "user.unexempt": "Filter exemption ended",
  "message.approve": "Held message approved",
  "message.delete": "Message deleted",
  "message.reject": "Report rejected",
  "message.allow": "Allowed on appeal",
  "appeal.approve": "Appeal approved",
  "appeal.reject": "Appeal rejected",
};

/** The label of an audited action; an action added later without one shows its key. */
export function moderationActionLabel(action: string): string {
  return MODERATION_ACTION_LABELS[action] ?? action;
}

export const adminUserDetailResponseSchema = z.object({
  user: adminUserSchema,
  history: z.array(moderationHistoryItemSchema),
});

export const adminUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: adminUserSchema,
});
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const banRequestSchema = z.object({
  reason: requiredReason,
  /** spec 000 §4: "Ban duration defaults to 'permanent'". */
  duration: z.enum(BAN_DURATIONS).default("permanent"),
});
export type BanRequest = z.infer<typeof banRequestSchema>;
export const reasonRequestSchema = z.object({ reason: optionalReason });
export const roleRequestSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES),
  reason: optionalReason,
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;
export const tierRequestSchema = z.object({
  tier: z.enum(ADMIN_TIER_CHOICES),
  reason: z
    .string({ error: ADMIN_MESSAGES.reasonTooShort })
    .trim()
    .min(5, ADMIN_MESSAGES.reasonTooShort)
    .max(STAFF_REASON_MAX_LENGTH, ADMIN_MESSAGES.reasonTooLong),
});
export type TierRequest = z.infer<typeof tierRequestSchema>;
export const exemptRequestSchema = z.object({ exempt: z.boolean(), reason: requiredReason });
export type ExemptRequest = z.infer<typeof exemptRequestSchema>;
/** spec 001 §5: mute for `hours`; null (empty prompt) is permanent. */
export const muteRequestSchema = z.object({
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .nullable()
    // spec 001 §5: an empty mute prompt means permanent; so does a request without `hours`.
    .default(null),
  reason: optionalReason,
});
export type MuteRequest = z.infer<typeof muteRequestSchema>;

export const BULK_USER_ACTIONS = ["ban", "unban", "mute", "unmute"] as const;
export const bulkUsersRequestSchema = z
  .object({
    action: z.enum(BULK_USER_ACTIONS),
    userIds: z
      .array(inboundId(), { error: "Please select users first" })
      .min(1, "Please select users first")
      .max(100, "At most 100 users at a time"),
    reason: optionalReason,
    /** For ban: one of the §9 presets (default permanent). For mute: permanent. */
    duration: z.enum(BULK_BAN_DURATIONS).optional(),
  })
  // A ban needs a reason, one user or many (spec 001 §5); the others may go without.
  .refine((request) => request.action !== "ban" || request.reason.length > 0, {
    error: ADMIN_MESSAGES.reasonRequired,
    path: ["reason"],
  });
export type BulkUsersRequest = z.infer<typeof bulkUsersRequestSchema>;

/** One outcome per id: the ones refused say why (e.g. a superadmin, or the caller). */
export const bulkResultSchema = z.object({
  success: z.literal(true),
  results: z.array(z.object({ id: z.uuid(), ok: z.boolean(), error: z.string().optional() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** spec 001 §3 Admin stats; accuracy is a percentage, null until staff reviewed a decision. */
export const adminStatsSchema = z.object({
  users: z.object({
    total: z.number().int(),
    active: z.number().int(),
    newToday: z.number().int(),
    banned: z.number().int(),
  }),
  messages: z.object({
    total: z.number().int(),
    todayTotal: z.number().int(),
    flagged: z.number().int(),
    blocked: z.number().int(),
  }),
  moderation: z.object({
    pendingReports: z.number().int(),
    aiFlags: z.number().int(),
    actionsToday: z.number().int(),
    accuracy: z.number().nullable(),
  }),
  system: z.object({ uptime: z.number().int(), lastUpdated: z.iso.datetime() }),
  customTeams: z.object({ total: z.number().int() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ACTIVITY_SEVERITIES = ["low", "medium", "high", "critical"] as const;
/** spec 001 §3 Report/log entry. `type`: report, ai_moderation or admin_action. */
export const activityLogSchema = z.object({
  id: z.string(),
  type: z.enum(["report", "ai_moderation", "admin_action"]),
  action: z.string(),
  /** spec 001 §3 "description or message": one sentence saying what happened, to whom. */
  description: z.string(),
  user: z.object({ username: z.string() }),
  details: z.object({
    roomSlug: z.string().optional(),
    messageText: z.string().optional(),
    reportReason: z.string().optional(),
  }),
  timestamp: z.iso.datetime(),
  severity: z.enum(ACTIVITY_SEVERITIES),
});
export type ActivityLog = z.infer<typeof activityLogSchema>;
export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_ACTIVITY_DEFAULT_LIMIT),
});
export const activityResponseSchema = z.object({
  data: z.object({ logs: z.array(activityLogSchema) }),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

/** Audit log: every staff action, append-only, from the API and from `npm run admin`. */
export const AUDIT_TARGET_TYPES = [
  "user",
  "message",
  "appeal",
  "room",
  "ai_settings",
  "custom_rule",
] as const;
export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** null actor: the `npm run admin` CLI (actorName "cli"). */
  actorId: z.uuid().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  reason: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const AUDIT_PAGE_SIZE = 50;
export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  actorId: inboundId().optional(),
  // A user's, message's or rule's id, or a room's slug: ids match in lower case, as everywhere.
  targetId: z
    .string()
    .max(200)
    .transform((id) => (z.uuid().safeParse(id).success ? id.toLowerCase() : id))
    .optional(),
  action: z.string().max(60).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
