import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A league game fans predict (issue 15 §2), owned by the predictions slice: the over/under line
 * fixed when the game is first opened for picks, and the outcome once settled. `settled_at` set
 * once is what makes a replayed final change nothing.
 */
export const predictionGames = pgTable(
  "prediction_games",
  {
    gameId: text("game_id").primaryKey(),
    league: text("league").notNull(),
    season: text("season").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    totalLine: real("total_line"),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    winnerOutcome: text("winner_outcome"),
    totalOutcome: text("total_outcome"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("prediction_games_unsettled_idx")
      .on(t.startTime)
      .where(sql`${t.settledAt} is null`),
    index("prediction_games_league_season_idx").on(t.league, t.season),
  ],
);

/** One fan's answer to one question of one game; `correct` and `points` are set at settlement. */
export const predictionPicks = pgTable(
  "prediction_picks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: text("game_id")
      .notNull()
      .references(() => predictionGames.gameId, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    choice: text("choice").notNull(),
    correct: boolean("correct"),
    points: integer("points").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("prediction_picks_one_per_question_idx").on(t.gameId, t.userId, t.question),
    index("prediction_picks_user_idx").on(t.userId),
    check("prediction_picks_question_check", sql`${t.question} in ('winner', 'total')`),
  ],
);

export type PredictionGameRow = typeof predictionGames.$inferSelect;
export type PredictionPickRow = typeof predictionPicks.$inferSelect;
