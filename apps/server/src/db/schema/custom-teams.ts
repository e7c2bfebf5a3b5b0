import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { JOIN_REQUEST_STATUSES } from "@huddle/contracts/custom-team-management";
import { MEMBER_STATUSES, TEAM_ROLES } from "@huddle/contracts/custom-teams";
import { users } from "./users.ts";

export const customTeamRoleEnum = pgEnum("custom_team_role", TEAM_ROLES);
export const customTeamMemberStatusEnum = pgEnum("custom_team_member_status", MEMBER_STATUSES);
export const joinRequestStatusEnum = pgEnum(
  "custom_team_join_request_status",
  JOIN_REQUEST_STATUSES,
);

/**
 * spec 001 §3 Custom team. `search_text` is the lower-cased name, description, place and tags,
 * written by the repository and indexed with pg_trgm so substring search stays an index scan
 * (docs/performance.md). member_count / follower_count are kept in step inside the transactions
 * that add or remove a row, so sorting 100k teams by them needs no aggregate.
 */
export const customTeams = pgTable(
  "custom_teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    location: text("location").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    sport: text("sport").notNull(),
    skillLevel: text("skill_level"),
    ageRange: text("age_range"),
    isPublic: boolean("is_public").notNull().default(true),
    requiresApproval: boolean("requires_approval").notNull().default(false),
    allowJoinRequests: boolean("allow_join_requests").notNull().default(true),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchText: text("search_text").notNull(),
    memberCount: integer("member_count").notNull().default(0),
    followerCount: integer("follower_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("custom_teams_owner_idx").on(t.ownerId),
    index("custom_teams_created_idx").on(t.createdAt),
    index("custom_teams_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("custom_teams_tags_idx").using("gin", t.tags),
  ],
);

/** spec 001 §3 Team member: role and status; a mute or block is the member's status. */
export const customTeamMembers = pgTable(
  "custom_team_members",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => customTeams.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: customTeamRoleEnum("role").notNull().default("member"),
    status: customTeamMemberStatusEnum("status").notNull().default("active"),
    /** With status muted: when the mute ends; null is permanent. */
    mutedUntil: timestamp("muted_until", { withTimezone: true }),
    actionReason: text("action_reason"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index("custom_team_members_user_idx").on(t.userId),
  ],
);

/** spec 001 §3 Join request. At most one pending request per user and team. */
export const customTeamJoinRequests = pgTable(
  "custom_team_join_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => customTeams.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: joinRequestStatusEnum("status").notNull().default("pending"),
    message: text("message"),
    responseMessage: text("response_message"),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("custom_team_join_requests_pending_idx")
      .on(t.teamId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index("custom_team_join_requests_team_idx").on(t.teamId, t.status),
  ],
);

export const customTeamFollows = pgTable(
  "custom_team_follows",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => customTeams.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index("custom_team_follows_user_idx").on(t.userId),
  ],
);

/** spec 001 §3 Team word replacement: applied to everything shown in the team's rooms. */
export const customTeamWordReplacements = pgTable(
  "custom_team_word_replacements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => customTeams.id, { onDelete: "cascade" }),
    originalWord: text("original_word").notNull(),
    replacementWord: text("replacement_word").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("custom_team_word_replacements_word_idx").on(
      t.teamId,
      sql`lower(${t.originalWord})`,
    ),
  ],
);

/** spec 001 §3 Custom game. Status is computed from scheduled_for; only `cancelled` is stored. */
export const customGames = pgTable(
  "custom_games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => customTeams.id, { onDelete: "cascade" }),
    opponentTeamId: uuid("opponent_team_id").references(() => customTeams.id, {
      onDelete: "set null",
    }),
    opponent: text("opponent").notNull(),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }).notNull(),
    location: text("location").notNull().default(""),
    description: text("description").notNull().default(""),
    teamScore: integer("team_score"),
    opponentScore: integer("opponent_score"),
    cancelled: boolean("cancelled").notNull().default(false),
    isPublic: boolean("is_public").notNull().default(true),
    allowSpectators: boolean("allow_spectators").notNull().default(true),
    maxParticipants: integer("max_participants").notNull().default(100),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("custom_games_team_idx").on(t.teamId, t.scheduledFor),
    index("custom_games_opponent_team_idx").on(t.opponentTeamId),
  ],
);

export type CustomTeamRow = typeof customTeams.$inferSelect;
export type NewCustomTeamRow = typeof customTeams.$inferInsert;
export type CustomTeamMemberRow = typeof customTeamMembers.$inferSelect;
export type JoinRequestRow = typeof customTeamJoinRequests.$inferSelect;
export type TeamWordReplacementRow = typeof customTeamWordReplacements.$inferSelect;
export type CustomGameRow = typeof customGames.$inferSelect;
