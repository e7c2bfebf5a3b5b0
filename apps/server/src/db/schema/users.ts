import { sql } from "drizzle-orm";
import { boolean, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ADMIN_LEVELS, MEMBERSHIP_TIERS, SUBSCRIPTION_SOURCES } from "@huddle/contracts/constants";

export const adminLevelEnum = pgEnum("admin_level", ADMIN_LEVELS);
export const membershipTierEnum = pgEnum("membership_tier", MEMBERSHIP_TIERS);
export const subscriptionSourceEnum = pgEnum("subscription_source", SUBSCRIPTION_SOURCES);

/** spec 000 §3 User. Usernames and emails are unique case-insensitively (lower() indexes). */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    acceptedTerms: boolean("accepted_terms").notNull().default(false),
    acceptedTermsAt: timestamp("accepted_terms_at", { withTimezone: true }),
    avatar: text("avatar"),
    adminLevel: adminLevelEnum("admin_level").notNull().default("user"),
    membershipTier: membershipTierEnum("membership_tier").notNull().default("basic"),
    /** Seed 001 §3: how the tier was granted; null for a free user. Changed only by billing. */
    subscriptionSource: subscriptionSourceEnum("subscription_source"),
    exempt: boolean("exempt").notNull().default(false),
    muted: boolean("muted").notNull().default(false),
    banned: boolean("banned").notNull().default(false),
    /** When a timed ban or mute ends (null: permanent, or none); the expiry sweep lifts it. */
    bannedUntil: timestamp("banned_until", { withTimezone: true }),
    mutedUntil: timestamp("muted_until", { withTimezone: true }),
    emailVerified: boolean("email_verified").notNull().default(false),
    favoriteTeam: text("favorite_team"),
    wordFilterEnabled: boolean("word_filter_enabled").notNull().default(true),
    /** spec 000 §3 Profile texts ("" when unset) and settings (§9 defaults). */
    displayName: text("display_name").notNull().default(""),
    bio: text("bio").notNull().default(""),
    location: text("location").notNull().default(""),
    showEmail: boolean("show_email").notNull().default(false),
    showLocation: boolean("show_location").notNull().default(false),
    allowDirectMessages: boolean("allow_direct_messages").notNull().default(true),
    messageNotifications: boolean("message_notifications").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    lastActive: timestamp("last_active", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
