import { sql } from "drizzle-orm";
import {
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Division, Game } from "@huddle/contracts/sports";
import { users } from "./users.ts";

/** Reference data, upserted from the committed seed at every start (idempotent). */
export const sportsConferences = pgTable(
  "sports_conferences",
  {
    league: text("league").notNull(),
    id: text("id").notNull(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    divisions: jsonb("divisions").$type<Division[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.league, t.id] })],
);

export const sportsTeams = pgTable(
  "sports_teams",
  {
    id: text("id").primaryKey(),
    espnId: text("espn_id").notNull(),
    league: text("league").notNull(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    abbreviation: text("abbreviation").notNull(),
    colors: jsonb("colors").$type<[string, string]>().notNull(),
    conferenceId: text("conference_id").notNull(),
    divisionId: text("division_id"),
    conferenceDivision: text("conference_division").notNull(),
  },
  (t) => [index("sports_teams_league_idx").on(t.league, t.conferenceId)],
);

/** Every game the scores provider knows, so restarts and every node agree. */
export const games = pgTable(
  "games",
  {
    id: text("id").primaryKey(),
    league: text("league").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    state: text("state").notNull(),
    homeTeamId: text("home_team_id").notNull(),
    awayTeamId: text("away_team_id").notNull(),
    data: jsonb("data").$type<Game>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("games_league_start_idx").on(t.league, t.startTime),
    index("games_state_start_idx").on(t.state, t.startTime),
    index("games_home_idx").on(t.homeTeamId, t.startTime),
    index("games_away_idx").on(t.awayTeamId, t.startTime),
  ],
);

export const teamFollows = pgTable(
  "team_follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: text("team_id")
      .notNull()
      .references(() => sportsTeams.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] })],
);

export const followTypeEnum = pgEnum("follow_type", ["league", "conference"]);

/** spec 000 §3 Follow record: a league, or a conference within a league. */
export const leagueFollows = pgTable(
  "league_follows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followType: followTypeEnum("follow_type").notNull(),
    league: text("league").notNull(),
    conference: text("conference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("league_follows_unique_idx").on(
      t.userId,
      t.league,
      sql`coalesce(${t.conference}, '')`,
    ),
  ],
);
