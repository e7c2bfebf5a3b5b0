import { z } from "zod";
import { inboundId } from "./ids.ts";
import {
  ADMIN_MESSAGES,
  optionalReason,
  paginationSchema,
  moderationHistoryItemSchema,
} from "./admin.ts";
import {
  AI_MODERATION_CATEGORIES,
  aiModerationSettingsSchema,
  customModerationRuleSchema,
  CUSTOM_RULE_ACTIONS,
  CUSTOM_RULE_PATTERN_MAX_LENGTH,
} from "./moderation.ts";

/**
 * Admin console contracts, part 2: message moderation, appeals and AI moderation (spec 001 §3
 * Message (moderation), Appeal, AI settings, AI analytics, Custom rule; §4 Moderation item
 * status; §5 Admin). The appellant's own view of appeals is here too.
 */

/** spec 001 §4 Moderation item status. */
export const MODERATION_ITEM_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "deleted",
  "active",
] as const;
export type ModerationItemStatus = (typeof MODERATION_ITEM_STATUSES)[number];

/** spec 001 §7: moderate message actions. */
export const MESSAGE_MODERATION_ACTIONS = ["approve", "delete", "reject", "allow"] as const;
export type MessageModerationAction = (typeof MESSAGE_MODERATION_ACTIONS)[number];

export const messageIdParamsSchema = z.object({
  id: inboundId(ADMIN_MESSAGES.messageNotFound),
});
export const roomSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

/** spec 001 §3 Message (moderation), plus the §4 item status and the number of open reports. */
export const queuedMessageSchema = z.object({
  messageId: z.uuid(),
  messageText: z.string(),
  user: z.object({ username: z.string(), userId: z.uuid().nullable() }),
  createdAt: z.iso.datetime(),
  isEdited: z.boolean(),
  parentMessage: z
    .object({ messageId: z.uuid(), messageText: z.string(), username: z.string() })
    .nullable(),
  /** As stored: visible, quarantined (held) or flagged. */
  moderationStatus: z.enum(["visible", "quarantined", "flagged"]),
  /** Stored messages are never blocked ones (those are not stored; see appeals). */
  isBlocked: z.boolean(),
  isReviewed: z.boolean(),
  isAppealed: z.boolean(),
  roomSlug: z.string(),
  /** The room as fans know it ("Chiefs @ Bills"); a custom room by its kind only. */
  roomName: z.string(),
  status: z.enum(MODERATION_ITEM_STATUSES),
  pendingReports: z.number().int(),
});
export type QueuedMessage = z.infer<typeof queuedMessageSchema>;

/**
 * A message as one staff member sees it: with what the server lets them do to its author, so the
 * console offers only those (spec 001 §5: banning from the message list, admins and above).
 */
export const moderationMessageSchema = queuedMessageSchema.extend({
  authorAbilities: z.object({ canBan: z.boolean(), canMute: z.boolean() }),
});
export type ModerationMessage = z.infer<typeof moderationMessageSchema>;

export const messagesPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});
/** `roomId` is a room slug (issue 13). */
export const listMessagesQuerySchema = messagesPageQuerySchema.extend({
  status: z.enum(MODERATION_ITEM_STATUSES).optional(),
  userId: inboundId().optional(),
  roomId: z.string().min(1).max(120).optional(),
});
export type AdminListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;
export const moderationMessagesResponseSchema = z.object({
  messages: z.array(moderationMessageSchema),
  pagination: paginationSchema,
});
export type ModerationMessagesResponse = z.infer<typeof moderationMessagesResponseSchema>;

export const messageReportSchema = z.object({
  id: z.uuid(),
  reporter: z.object({ userId: z.uuid(), username: z.string() }),
  reason: z.string(),
  status: z.enum(["pending", "approved", "rejected"]),
  createdAt: z.iso.datetime(),
});
export const filterDecisionSchema = z.object({
  decision: z.enum(["allow", "block", "quarantine", "flag"]),
  categories: z.array(z.string()),
  scores: z.record(z.string(), z.number()),
  toxicityScore: z.number(),
  createdAt: z.iso.datetime(),
  /** Staff's verdict on the filter's call: upheld, overturned, or null until reviewed. */
  review: z.enum(["upheld", "overturned"]).nullable(),
});
export const messageDetailsResponseSchema = z.object({
  message: moderationMessageSchema,
  room: z.object({ slug: z.string(), name: z.string() }),
  parent: moderationMessageSchema.nullable(),
  history: z.array(moderationHistoryItemSchema),
  reports: z.array(messageReportSchema),
  filterDecision: filterDecisionSchema.nullable(),
});
export type MessageDetailsResponse = z.infer<typeof messageDetailsResponseSchema>;

export const moderateMessageRequestSchema = z.object({
  action: z.enum(MESSAGE_MODERATION_ACTIONS),
  reason: optionalReason,
});
export type ModerateMessageRequest = z.infer<typeof moderateMessageRequestSchema>;
export const moderateMessageResponseSchema = z.object({
  success: z.literal(true),
  message: moderationMessageSchema,
});
export const bulkMessagesRequestSchema = z.object({
  action: z.enum(MESSAGE_MODERATION_ACTIONS),
  // Left out or empty, it is the spec's one text.
  messageIds: z
    .array(inboundId(), { error: "Please select messages first" })
    .min(1, "Please select messages first")
    .max(100, "At most 100 messages at a time"),
  reason: optionalReason,
});
export type BulkMessagesRequest = z.infer<typeof bulkMessagesRequestSchema>;

export const APPEAL_STATUSES = ["pending", "approved", "rejected"] as const;
/** spec 001 §3 Appeal, plus who filed it, its room and when it was decided. */
export const adminAppealSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPEAL_STATUSES),
  username: z.string(),
  userId: z.uuid(),
  originalMessage: z.string(),
  filterReason: z.string(),
  reason: z.string(),
  response: z.string().nullable(),
  roomSlug: z.string().nullable(),
  /** The room's name as the consoles show it (a sports room by its teams), null with no room. */
  roomName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** Approved and published into its room (an approval while the author is barred is not). */
  messagePosted: z.boolean(),
  /**
   * The filter's block of this text by this fan is on record, and filterReason and roomSlug
   * are the server's; false: they are the fan's own account (docs/decisions.md).
   */
  blockOnRecord: z.boolean(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;
export const listAppealsQuerySchema = z.object({
  status: z.enum(APPEAL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const appealsResponseSchema = z.object({
  appeals: z.array(adminAppealSchema),
  pagination: paginationSchema,
});
export const appealIdParamsSchema = z.object({
  id: inboundId(ADMIN_MESSAGES.appealNotFound),
});
export const moderateAppealRequestSchema = z.object({
  action: z.enum(["approve", "reject"]),
  response: z.string().trim().max(1000).default(""),
});
export type ModerateAppealRequest = z.infer<typeof moderateAppealRequestSchema>;
export const moderateAppealResponseSchema = z.object({
  success: z.literal(true),
  appeal: adminAppealSchema,
  /** What happened, for staff: approved/rejected, or approved but not posted and why. */
  message: z.string(),
});

/**
 * An approval while the author may not post (banned or muted) records the decision and the
 * filter's mistake but publishes nothing: staff are told so, and so is the appellant.
 */
export const APPEAL_OUTCOME_TEXTS = {
  approved: "Appeal approved",
  rejected: "Appeal rejected",
  notPosted: (username: string, restriction: "banned" | "muted") =>
    `Appeal approved, but the message was not posted: ${username} is ${restriction}`,
  /** 'Allow' in the messages view means "post it": refused (409) while that cannot happen. */
  cannotAllow: (username: string, restriction: "banned" | "muted") =>
    `This message cannot be posted while ${username} is ${restriction}`,
  appellantNotPosted: "Your message was not posted because your account cannot post right now.",
} as const;

/** The appellant's view (GET /api/chat/appeals, and the realtime `appeal-decided`). */
export const userAppealSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPEAL_STATUSES),
  messageText: z.string(),
  appealReason: z.string(),
  response: z.string().nullable(),
  roomSlug: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  messagePosted: z.boolean(),
});
export type UserAppeal = z.infer<typeof userAppealSchema>;
export const userAppealsResponseSchema = z.object({ appeals: z.array(userAppealSchema) });
export const userAppealResponseSchema = z.object({ appeal: userAppealSchema });

/** spec 001 §5: sliders 0.1 to 1.0, step 0.1. */
const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
const steppedThreshold = z
  .number()
  .min(0.1)
  .max(1)
  .refine(isTenth, "Thresholds move in steps of 0.1");
const stepped = z.object({ enabled: z.boolean(), threshold: steppedThreshold });

/** PUT /api/admin/ai-moderation/settings: the whole §3 entity, thresholds on the 0.1 grid. */
export const aiSettingsUpdateSchema = aiModerationSettingsSchema.extend({
  autoDeleteThreshold: steppedThreshold,
  quarantineThreshold: steppedThreshold,
  categories: z.object(
    Object.fromEntries(AI_MODERATION_CATEGORIES.map((c) => [c, stepped])) as Record<
      (typeof AI_MODERATION_CATEGORIES)[number],
      typeof stepped
    >,
  ),
});
export const aiSettingsResponseSchema = z.object({ settings: aiModerationSettingsSchema });

/** spec 001 §3 AI analytics; accuracyRate is a percentage, null until a decision was reviewed. */
export const aiAnalyticsSchema = z.object({
  totalScanned: z.number().int(),
  totalFlagged: z.number().int(),
  autoDeleted: z.number().int(),
  quarantined: z.number().int(),
  accuracyRate: z.number().nullable(),
  categories: z.record(z.string(), z.number().int()),
});
export type AiAnalytics = z.infer<typeof aiAnalyticsSchema>;

export const customRuleRequestSchema = z.object({
  pattern: z
    .string({ error: ADMIN_MESSAGES.patternRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.patternRequired)
    // Its own text: the schema's error above would otherwise answer a long one as missing.
    .max(
      CUSTOM_RULE_PATTERN_MAX_LENGTH,
      `Pattern must be at most ${CUSTOM_RULE_PATTERN_MAX_LENGTH} characters`,
    ),
  action: z.enum(CUSTOM_RULE_ACTIONS),
  description: z.string().trim().max(500).default(""),
});
export type CustomRuleRequest = z.infer<typeof customRuleRequestSchema>;
export const customRulesResponseSchema = z.object({ rules: z.array(customModerationRuleSchema) });
export const customRuleResponseSchema = z.object({ rule: customModerationRuleSchema });
export const ruleIdParamsSchema = z.object({ id: inboundId(ADMIN_MESSAGES.ruleNotFound) });

/** Realtime, to online staff (mods and above): what arrived for them to judge. */
export const moderationAlertSchema = z.object({
  kind: z.enum(["report", "held", "flag", "block"]),
  roomSlug: z.string(),
  username: z.string(),
  messageText: z.string(),
  categories: z.array(z.string()),
  /** The stored message, when there is one (blocked texts are not stored). */
  messageId: z.uuid().nullable(),
  timestamp: z.iso.datetime(),
});
export type ModerationAlert = z.infer<typeof moderationAlertSchema>;

/** Realtime, to online staff: a report or a held message joined the queue (always sent). */
export const moderationQueueEventSchema = z.object({
  kind: z.enum(["report", "held", "appeal"]),
  /** Sent to every staff member at once, so without anyone's abilities (consoles refetch). */
  message: queuedMessageSchema.nullable(),
  appeal: adminAppealSchema.nullable(),
});
export type ModerationQueueEvent = z.infer<typeof moderationQueueEventSchema>;

/** Realtime, to online staff: an item left the queue (another moderator decided it). */
export const moderationResolvedSchema = z.object({
  kind: z.enum(["message", "appeal"]),
  id: z.uuid(),
  status: z.enum(MODERATION_ITEM_STATUSES),
});
export type ModerationResolved = z.infer<typeof moderationResolvedSchema>;
