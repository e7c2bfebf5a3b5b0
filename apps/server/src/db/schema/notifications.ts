import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import {
  DEVICE_TYPES,
  RULE_TYPES,
  SCHEDULE_TYPES,
  type ContentFilters,
  type ScheduleData,
} from "@huddle/contracts/notifications";
import { users } from "./users.ts";

/** spec 000 §3 Notification preferences; a user without a row has the defaults. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  notificationsEnabled: boolean("notifications_enabled").notNull().default(true),
  emailEnabled: boolean("email_enabled").notNull().default(true),
  desktopEnabled: boolean("desktop_enabled").notNull().default(true),
  mobileEnabled: boolean("mobile_enabled").notNull().default(true),
  gameStartMinutes: integer("game_start_minutes").notNull().default(30),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const notificationRuleTypeEnum = pgEnum("notification_rule_type", RULE_TYPES);
export const notificationScheduleTypeEnum = pgEnum("notification_schedule_type", SCHEDULE_TYPES);

/** spec 000 §3 Notification rule. */
export const notificationRules = pgTable(
  "notification_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ruleName: text("rule_name").notNull(),
    description: text("description").notNull().default(""),
    ruleType: notificationRuleTypeEnum("rule_type").notNull(),
    scheduleType: notificationScheduleTypeEnum("schedule_type").notNull(),
    scheduleData: jsonb("schedule_data").$type<ScheduleData>().notNull(),
    contentFilters: jsonb("content_filters").$type<ContentFilters>().notNull(),
    deliveryChannels: jsonb("delivery_channels").$type<("email" | "push")[]>().notNull(),
    deliverySettings: jsonb("delivery_settings")
      .$type<{ advance_notice_minutes?: number[] }>()
      .notNull(),
    isActive: boolean("is_active").notNull().default(true),
    priority: integer("priority").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notification_rules_user_idx").on(t.userId, t.createdAt)],
);
export type NotificationRuleRow = typeof notificationRules.$inferSelect;

export const deviceTypeEnum = pgEnum("device_type", DEVICE_TYPES);

/**
 * spec 000 §3 Device token: a browser's Web Push subscription. The endpoint identifies the
 * subscription (the JSON's key order may vary), so it is unique across users.
 */
export const deviceTokens = pgTable(
  "device_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    endpoint: text("endpoint").notNull().unique(),
    platform: text("platform").notNull().default("web"),
    deviceType: deviceTypeEnum("device_type").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  },
  (t) => [index("device_tokens_user_idx").on(t.userId)],
);
export type DeviceTokenRow = typeof deviceTokens.$inferSelect;

/** Small server-wide values every node must agree on (e.g. generated VAPID keys). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
