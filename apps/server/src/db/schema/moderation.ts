import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AUDIT_TARGET_TYPES } from "@huddle/contracts/admin";
import { messages } from "./messages.ts";
import { users } from "./users.ts";

export const reviewStatusEnum = pgEnum("review_status", ["pending", "approved", "rejected"]);
export const filterDecisionEnum = pgEnum("filter_decision", [
  "allow",
  "block",
  "quarantine",
  "flag",
]);
export const customRuleActionEnum = pgEnum("custom_rule_action", ["flag", "delete", "quarantine"]);

/** Reports of other users' messages; at most one open report per user per message. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: reviewStatusEnum("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("message_reports_open_idx")
      .on(t.messageId, t.reporterId)
      .where(sql`${t.status} = 'pending'`),
    index("message_reports_status_idx").on(t.status, t.createdAt),
  ],
);

/** spec 000 §3 Appeal: a blocked message its author asks moderators to allow. */
export const appeals = pgTable(
  "appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageText: text("message_text").notNull(),
    filterInfo: jsonb("filter_info"),
    appealReason: text("appeal_reason").notNull(),
    clientTimestamp: text("client_timestamp"),
    status: reviewStatusEnum("status").notNull().default("pending"),
    response: text("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The room the blocked message was for (from filterInfo.roomSlug); null when not given. */
    roomSlug: text("room_slug"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** The message an approved appeal published. */
    publishedMessageId: uuid("published_message_id").references(() => messages.id, {
      onDelete: "set null",
    }),
    /**
     * The filter's block this appeal is about: an appeal needs one, and one block is appealed
     * once (null only on appeals filed before the rule).
     */
    decisionId: uuid("decision_id").references(() => moderationDecisions.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    index("appeals_status_idx").on(t.status, t.createdAt),
    uniqueIndex("appeals_decision_idx").on(t.decisionId),
  ],
);

/** Every non-allow filter decision, kept for moderator analytics (the text included). */
export const moderationDecisions = pgTable(
  "moderation_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    roomSlug: text("room_slug").notNull(),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    decision: filterDecisionEnum("decision").notNull(),
    categories: jsonb("categories").$type<string[]>().notNull(),
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    toxicityScore: real("toxicity_score").notNull(),
    /** Staff's verdict on this call when they decided the item: accuracy is upheld / reviewed. */
    review: text("review").$type<"upheld" | "overturned">(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("moderation_decisions_created_idx").on(t.createdAt),
    // An appeal looks up its author's block of the same text.
    index("moderation_decisions_user_idx").on(t.userId, t.createdAt),
  ],
);

/** The single row of AI-moderation settings (spec 001 §3); absent means the spec defaults. */
export const aiModerationSettings = pgTable("ai_moderation_settings", {
  id: integer("id").primaryKey().default(1),
  settings: jsonb("settings").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const customModerationRules = pgTable("custom_moderation_rules", {
  id: uuid("id").primaryKey().defaultRandom(),
  pattern: text("pattern").notNull(),
  action: customRuleActionEnum("action").notNull(),
  description: text("description").notNull().default(""),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Terms staff have allowed; the filter never counts them. */
export const moderationAllowList = pgTable("moderation_allow_list", {
  term: text("term").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every staff action, from the API and the CLI. Append-only: a trigger refuses UPDATE and
 * DELETE. The actor is kept by id and name without a foreign key, so deleting an account never
 * rewrites the record.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").$type<(typeof AUDIT_TARGET_TYPES)[number]>().notNull(),
    targetId: text("target_id"),
    reason: text("reason").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt),
    index("admin_audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("admin_audit_log_target_idx").on(t.targetId, t.createdAt),
  ],
);
