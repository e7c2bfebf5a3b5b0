import { bigint, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { membershipTierEnum, subscriptionSourceEnum, users } from "./users.ts";

/** The Stripe customer of a user (one each, created on the first paid subscribe). */
export const billingCustomers = pgTable("billing_customers", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Our copy of each Stripe subscription, always written from a fresh read of Stripe (never from
 * an event's payload), so replayed or out-of-order events converge on Stripe's current state.
 */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    stripeSubscriptionId: text("stripe_subscription_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull(),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Stripe's `created` of the subscription, to pick the newest when a user has several. */
    stripeCreated: bigint("stripe_created", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_subscriptions_user_idx").on(t.userId)],
);

/** Webhook events already handled: a replay of the same event id changes nothing. */
export const billingEvents = pgTable("billing_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every membership tier change: who or what made it, from, to and when (issue 12). */
export const tierChanges = pgTable(
  "tier_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** e.g. "stripe:evt_…", "user:free-plan", "admin-cli", "admin:<userId>". */
    actor: text("actor").notNull(),
    fromTier: membershipTierEnum("from_tier").notNull(),
    toTier: membershipTierEnum("to_tier").notNull(),
    fromSource: subscriptionSourceEnum("from_source"),
    toSource: subscriptionSourceEnum("to_source"),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tier_changes_user_idx").on(t.userId, t.createdAt)],
);

export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type TierChangeRow = typeof tierChanges.$inferSelect;
