import { z } from "zod";
import { inboundId } from "./ids.ts";

/**
 * Notification preferences, rules, device tokens and Web Push (spec 000 §3 Notification rule,
 * Notification preferences, Device token; §4 Notifications; §5 Other; §7 User, Notifications; §9).
 */

/** spec 000 §5 Other: game start notify minutes. */
export const GAME_START_MINUTES = { min: 5, max: 120, step: 5, default: 30 } as const;
/** spec 000 §4 Notifications: status messages (ms). */
export const NOTIFICATION_STATUS_MS = { success: 3_000, error: 5_000 } as const;
export const RULE_PRIORITY = { min: 1, max: 5 } as const;
export const RULE_NAME_MAX_LENGTH = 100;
export const RULE_DESCRIPTION_MAX_LENGTH = 500;
export const RULES_PAGE = { default: 50, max: 100 } as const;
/** A Web Push subscription JSON is a few hundred bytes; anything far larger is not one. */
export const DEVICE_TOKEN_MAX_LENGTH = 4_096;
export const PUSH_TITLE_MAX_LENGTH = 100;
export const PUSH_MESSAGE_MAX_LENGTH = 500;

export const NOTIFICATION_MESSAGES = {
  ruleNotFound: "Notification rule not found",
  deviceNotFound: "Device not found",
  invalidSubscription: "The device token must be a Web Push subscription (endpoint and keys).",
  invalidTimezone: "Unknown timezone",
  invalidTime: "Time must be HH:MM",
  customNeedsDays: "Choose at least one weekday or day of the month for a custom schedule.",
  gameStartMinutes: `Game start notice must be ${GAME_START_MINUTES.min}-${GAME_START_MINUTES.max} minutes in steps of ${GAME_START_MINUTES.step}`,
  ruleNameRequired: "Rule name is required",
  loadFailed: "Failed to load notification preferences. Please try again.",
  updateFailed: "Failed to update notification settings.",
  removeDeviceFailed: "Failed to remove device.",
  pushUnsupported: "Push notifications are not supported in this browser",
  permissionDenied: "Notification permission denied",
  registerFailed: (reason: string) => `Failed to register for push notifications: ${reason}`,
  deviceRemoved: "Device removed.",
  ruleDeleted: "Notification rule deleted.",
  endpointNotAllowed:
    "This push endpoint is not allowed: it must be an https address of a public push service, not an IP address, a custom port or a private network.",
  endpointUnresolved: "The push endpoint's host could not be found. Please try again.",
  deviceOwnedElsewhere:
    "This browser is already registered for push notifications by another Huddle account. Remove it there, or unsubscribe this browser and register again.",
  tooManyDevices: (max: number) =>
    `You can register at most ${max} devices for push notifications. Remove one in your notification settings first.`,
  tooManyRules: (max: number) =>
    `You can have at most ${max} notification rules. Delete one before adding another.`,
  tooManyEmailRules: (max: number) =>
    `You can have at most ${max} email notification rules. Delete one before adding another.`,
  tooManyTestPushes: "You have sent too many test notifications. Please try again later.",
  ruleNameBlocked: "Rule name blocked by content filter",
} as const;

/**
 * What POST /api/notifications/test pushes, whatever the request says: a caller's own text on
 * a device is a way to send free text under Huddle's name (docs/decisions.md).
 */
export const TEST_PUSH = {
  title: "Test notification",
  message: "Notifications from Huddle are working.",
  entityType: "test",
} as const;

// ---------------------------------------------------------------------------------------------
// Preferences

export const notificationPreferencesSchema = z.object({
  /** The master switch; off means email and push are off too. */
  notificationsEnabled: z.boolean(),
  emailEnabled: z.boolean(),
  desktopEnabled: z.boolean(),
  mobileEnabled: z.boolean(),
  /** spec 000 §5 Other: minutes before a followed team's game starts. */
  gameStartMinutes: z.number().int(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  notificationsEnabled: true,
  emailEnabled: true,
  desktopEnabled: true,
  mobileEnabled: true,
  gameStartMinutes: GAME_START_MINUTES.default,
};

export const gameStartMinutesSchema = z
  .number()
  .int({ error: NOTIFICATION_MESSAGES.gameStartMinutes })
  .min(GAME_START_MINUTES.min, { error: NOTIFICATION_MESSAGES.gameStartMinutes })
  .max(GAME_START_MINUTES.max, { error: NOTIFICATION_MESSAGES.gameStartMinutes })
  .multipleOf(GAME_START_MINUTES.step, { error: NOTIFICATION_MESSAGES.gameStartMinutes });

/**
 * PUT /api/user/notification-preferences. Accepts the spec's spellings (camelCase and
 * snake_case); every field is optional and the result is the camelCase partial.
 */
export const updateNotificationPreferencesRequestSchema = z
  .object({
    notificationsEnabled: z.boolean().optional(),
    notifications_enabled: z.boolean().optional(),
    emailEnabled: z.boolean().optional(),
    email_enabled: z.boolean().optional(),
    desktopEnabled: z.boolean().optional(),
    desktop_enabled: z.boolean().optional(),
    mobileEnabled: z.boolean().optional(),
    mobile_enabled: z.boolean().optional(),
    gameStartMinutes: gameStartMinutesSchema.optional(),
    game_start_minutes: gameStartMinutesSchema.optional(),
  })
  .transform((b): Partial<NotificationPreferences> =>
    dropUndefined({
      notificationsEnabled: b.notificationsEnabled ?? b.notifications_enabled,
      emailEnabled: b.emailEnabled ?? b.email_enabled,
      desktopEnabled: b.desktopEnabled ?? b.desktop_enabled,
      mobileEnabled: b.mobileEnabled ?? b.mobile_enabled,
      gameStartMinutes: b.gameStartMinutes ?? b.game_start_minutes,
    }),
  );
export type UpdateNotificationPreferencesRequest = z.input<
  typeof updateNotificationPreferencesRequestSchema
>;

export const notificationPreferencesResponseSchema = z.object({
  preferences: notificationPreferencesSchema,
});

function dropUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

// ---------------------------------------------------------------------------------------------
// Rules

export const RULE_TYPES = ["email_digest", "push_notification"] as const;
export type RuleType = (typeof RULE_TYPES)[number];
/** spec 000 §3 (weekly, realtime) and §4 email frequency (daily, weekly, monthly, custom). */
export const SCHEDULE_TYPES = ["daily", "weekly", "monthly", "custom", "realtime"] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];
export const DELIVERY_CHANNELS = ["email", "push"] as const;

function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** 0 = Sunday … 6 = Saturday (spec 000 §9: the Saturday digest uses day 6). */
const weekday = z.number().int().min(0).max(6);
const monthDay = z.number().int().min(1).max(31);

export const scheduleDataSchema = z.object({
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: NOTIFICATION_MESSAGES.invalidTime }),
  timezone: z.string().refine(isTimezone, { error: NOTIFICATION_MESSAGES.invalidTimezone }),
  /** weekly */
  day_of_week: weekday.optional(),
  /** monthly */
  day_of_month: monthDay.optional(),
  /** custom: chosen weekdays and/or days of the month */
  days_of_week: z.array(weekday).max(7).optional(),
  days_of_month: z.array(monthDay).max(31).optional(),
});
export type ScheduleData = z.infer<typeof scheduleDataSchema>;

export const contentFiltersSchema = z.object({
  include_team_scores: z.boolean().default(true),
  include_messages: z.boolean().default(false),
  message_filters: z.object({ from_users: z.array(inboundId()).max(200).default([]) }).default({
    from_users: [],
  }),
  team_filters: z
    .object({
      followed_teams_only: z.boolean().default(true),
      custom_teams_only: z.boolean().default(false),
      specific_custom_teams: z.array(z.string().max(100)).max(200).default([]),
    })
    .default({ followed_teams_only: true, custom_teams_only: false, specific_custom_teams: [] }),
});
export type ContentFilters = z.infer<typeof contentFiltersSchema>;

const advanceNoticeListSchema = z.array(gameStartMinutesSchema).max(24);

export const deliverySettingsSchema = z.object({
  /** Minutes before a game starts (custom team game alert: 30, 15, 5). */
  advance_notice_minutes: advanceNoticeListSchema.optional(),
});

/**
 * Requests may send one advance notice as a number (spec 000 §3 names the field in the
 * singular) or a list; either way the rule stores a list.
 */
const deliverySettingsRequestSchema = z.object({
  advance_notice_minutes: z
    .union([gameStartMinutesSchema.transform((minutes) => [minutes]), advanceNoticeListSchema], {
      error: NOTIFICATION_MESSAGES.gameStartMinutes,
    })
    .optional(),
});

export const notificationRuleSchema = z.object({
  id: z.uuid(),
  ruleName: z.string(),
  description: z.string(),
  ruleType: z.enum(RULE_TYPES),
  scheduleType: z.enum(SCHEDULE_TYPES),
  scheduleData: scheduleDataSchema,
  contentFilters: contentFiltersSchema,
  deliveryChannels: z.array(z.enum(DELIVERY_CHANNELS)),
  deliverySettings: deliverySettingsSchema,
  isActive: z.boolean(),
  priority: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type NotificationRule = z.infer<typeof notificationRuleSchema>;

/** spec 000 §9 rule defaults per type; the server fills what a request leaves out. */
export const RULE_DEFAULTS = {
  email_digest: {
    scheduleType: "weekly",
    scheduleData: { time: "09:00", timezone: "America/New_York", day_of_week: 1 },
    deliveryChannels: ["email"],
    priority: 1,
  },
  push_notification: {
    scheduleType: "realtime",
    scheduleData: { time: "00:00", timezone: "UTC" },
    deliveryChannels: ["push"],
    priority: 3,
  },
} as const satisfies Record<
  RuleType,
  {
    scheduleType: ScheduleType;
    scheduleData: ScheduleData;
    deliveryChannels: readonly (typeof DELIVERY_CHANNELS)[number][];
    priority: number;
  }
>;
/** spec 000 §9: weekly uses day 1 (Monday), monthly day 1. */
export const DEFAULT_DIGEST_DAY = { weekly: 1, monthly: 1 } as const;
/** spec 000 §9 sample rules, for the web's "add sample" buttons. */
export const SATURDAY_DIGEST_SAMPLE = {
  ruleName: "Saturday digest",
  ruleType: "email_digest",
  scheduleType: "weekly",
  scheduleData: { time: "09:00:00", timezone: "America/New_York", day_of_week: 6 },
  priority: 1,
} as const;
export const CUSTOM_TEAM_GAME_ALERT_SAMPLE = {
  ruleName: "Custom team game alerts",
  ruleType: "push_notification",
  scheduleType: "realtime",
  deliverySettings: { advance_notice_minutes: [30, 15, 5] },
  contentFilters: { team_filters: { custom_teams_only: true } },
  priority: 3,
} as const;

const ruleFields = {
  ruleName: z
    .string({ error: NOTIFICATION_MESSAGES.ruleNameRequired })
    .trim()
    .min(1, { error: NOTIFICATION_MESSAGES.ruleNameRequired })
    .max(RULE_NAME_MAX_LENGTH),
  description: z.string().trim().max(RULE_DESCRIPTION_MAX_LENGTH),
  ruleType: z.enum(RULE_TYPES),
  scheduleType: z.enum(SCHEDULE_TYPES),
  scheduleData: scheduleDataSchema.partial(),
  contentFilters: contentFiltersSchema.partial(),
  deliveryChannels: z.array(z.enum(DELIVERY_CHANNELS)).min(1).max(2),
  deliverySettings: deliverySettingsRequestSchema,
  isActive: z.boolean(),
  priority: z.number().int().min(RULE_PRIORITY.min).max(RULE_PRIORITY.max),
};

/** POST /api/user/notification-rules: ruleName and ruleType required, the rest defaulted. */
export const createNotificationRuleRequestSchema = z.object({
  ...ruleFields,
  description: ruleFields.description.optional(),
  scheduleType: ruleFields.scheduleType.optional(),
  scheduleData: ruleFields.scheduleData.optional(),
  contentFilters: ruleFields.contentFilters.optional(),
  deliveryChannels: ruleFields.deliveryChannels.optional(),
  deliverySettings: ruleFields.deliverySettings.optional(),
  isActive: ruleFields.isActive.optional(),
  priority: ruleFields.priority.optional(),
});
export type CreateNotificationRuleRequest = z.input<typeof createNotificationRuleRequestSchema>;
/** What the server works with once the request is parsed (advance notice always a list). */
export type CreateNotificationRuleInput = z.output<typeof createNotificationRuleRequestSchema>;

/** PUT /api/user/notification-rules/{id}: any subset; scheduleData merges into the current one. */
export const updateNotificationRuleRequestSchema = createNotificationRuleRequestSchema.partial();
export type UpdateNotificationRuleRequest = z.input<typeof updateNotificationRuleRequestSchema>;
export type UpdateNotificationRuleInput = z.output<typeof updateNotificationRuleRequestSchema>;

const booleanQuery = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

export const listNotificationRulesQuerySchema = z.object({
  type: z.enum(RULE_TYPES).optional(),
  active: booleanQuery.optional(),
  limit: z.coerce.number().int().min(1).max(RULES_PAGE.max).default(RULES_PAGE.default),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListNotificationRulesQuery = z.infer<typeof listNotificationRulesQuerySchema>;

export const notificationRuleListSchema = z.object({
  rules: z.array(notificationRuleSchema),
  total: z.number().int().nonnegative(),
});
export const notificationRuleResponseSchema = z.object({ rule: notificationRuleSchema });
export const ruleIdParamsSchema = z.object({
  id: inboundId(NOTIFICATION_MESSAGES.ruleNotFound),
});

// ---------------------------------------------------------------------------------------------
// Device tokens and Web Push

/** The browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** Parses a device token (the subscription JSON string); null when it is not one. */
export function parsePushSubscription(token: string): PushSubscriptionJson | null {
  try {
    const parsed = pushSubscriptionSchema.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const subscriptionToken = z
  .string()
  .min(1, { error: NOTIFICATION_MESSAGES.invalidSubscription })
  .max(DEVICE_TOKEN_MAX_LENGTH, { error: NOTIFICATION_MESSAGES.invalidSubscription })
  .refine((t) => parsePushSubscription(t) !== null, {
    error: NOTIFICATION_MESSAGES.invalidSubscription,
  });

export const DEVICE_TYPES = ["mobile", "desktop"] as const;

export const deviceTokenSchema = z.object({
  id: z.uuid(),
  token: z.string(),
  platform: z.literal("web"),
  deviceType: z.enum(DEVICE_TYPES),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type DeviceToken = z.infer<typeof deviceTokenSchema>;

/** POST /api/notifications/device-tokens {token, deviceType, platform: 'web'}. */
export const registerDeviceTokenRequestSchema = z.object({
  token: subscriptionToken,
  deviceType: z.enum(DEVICE_TYPES).default("desktop"),
  platform: z.literal("web").default("web"),
});
export type RegisterDeviceTokenRequest = z.input<typeof registerDeviceTokenRequestSchema>;

export const deviceTokenListSchema = z.object({ deviceTokens: z.array(deviceTokenSchema) });
export const deviceTokenResponseSchema = z.object({ deviceToken: deviceTokenSchema });
export const deviceTokenIdParamsSchema = z.object({
  id: inboundId(NOTIFICATION_MESSAGES.deviceNotFound),
});
/** DELETE /api/notifications/device-tokens/by-token {token} */
export const deleteDeviceTokenByTokenRequestSchema = z.object({
  token: z.string().min(1).max(DEVICE_TOKEN_MAX_LENGTH),
});

/** GET /api/notifications/web-push/vapid-public-key */
export const vapidPublicKeyResponseSchema = z.object({ publicKey: z.string() });
/** GET /api/notifications/web-push/config */
export const webPushConfigResponseSchema = z.object({
  enabled: z.boolean(),
  publicKey: z.string(),
});

/**
 * POST /api/notifications/test: the spec's fields are accepted, but the push carries TEST_PUSH's
 * fixed text, never the caller's title, message or entity type.
 */
export const testNotificationRequestSchema = z.object({
  title: z.string().trim().min(1).max(PUSH_TITLE_MAX_LENGTH).default(TEST_PUSH.title),
  message: z.string().trim().min(1).max(PUSH_MESSAGE_MAX_LENGTH).default(TEST_PUSH.message),
  entityType: z.string().trim().min(1).max(50).default(TEST_PUSH.entityType),
  priority: z.number().int().min(RULE_PRIORITY.min).max(RULE_PRIORITY.max).default(3),
});
export type TestNotificationRequest = z.input<typeof testNotificationRequestSchema>;
export const testNotificationResponseSchema = z.object({
  delivered: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});

/** What every push carries (the service worker reads this). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  entityType: z.string(),
  priority: z.number().int(),
  /** Where a click takes the user (a room path or "/"). */
  url: z.string(),
  timestamp: z.iso.datetime(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
