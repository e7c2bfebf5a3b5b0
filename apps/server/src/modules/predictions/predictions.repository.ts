import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { PredictionQuestion } from "@huddle/contracts/predictions";
import type { Db } from "../../db/client.ts";
import {
  predictionGames,
  predictionPicks,
  users,
  type PredictionGameRow,
  type PredictionPickRow,
} from "../../db/schema.ts";

export type NewPredictionGame = Pick<
  PredictionGameRow,
  "gameId" | "league" | "season" | "startTime" | "totalLine"
>;

export interface Settlement {
  gameId: string;
  homeScore: number;
  awayScore: number;
  winner: string;
  /** null when the game has no over/under question. */
  total: string | null;
  at: Date;
}

export interface QuestionTally {
  question: PredictionQuestion;
  picks: number;
  correct: number;
}

export interface StandingRow {
  rank: number;
  userId: string;
  username: string;
  points: number;
  correct: number;
  settled: number;
}

const LOCKED_OUT = Symbol("settled");

/** The only SQL on prediction_games and prediction_picks (issue 15 §2). */
export function createPredictionsRepository(db: Db) {
  async function tallies(gameId: string, executor: Db = db): Promise<QuestionTally[]> {
    const rows = await executor
      .select({
        question: predictionPicks.question,
        picks: sql<number>`count(*)::int`,
        correct: sql<number>`count(*) filter (where ${predictionPicks.correct})::int`,
      })
      .from(predictionPicks)
      .where(eq(predictionPicks.gameId, gameId))
      .groupBy(predictionPicks.question);
    return rows.map((r) => ({ ...r, question: r.question as PredictionQuestion }));
  }

  return {
    async game(gameId: string): Promise<PredictionGameRow | undefined> {
      const [row] = await db
        .select()
        .from(predictionGames)
        .where(eq(predictionGames.gameId, gameId));
      return row;
    },

    /** Stores the game's line the first time; a line once set never moves. */
    async ensureGame(game: NewPredictionGame): Promise<PredictionGameRow> {
      await db.insert(predictionGames).values(game).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(predictionGames)
        .where(eq(predictionGames.gameId, game.gameId));
      return row!;
    },

    async picksOf(gameId: string, userId: string): Promise<PredictionPickRow[]> {
      return db
        .select()
        .from(predictionPicks)
        .where(and(eq(predictionPicks.gameId, gameId), eq(predictionPicks.userId, userId)));
    },

    tallies,

    /**
     * Makes or changes a pick, unless the game was settled meanwhile (checked under the game
     * row's lock, which settlement also takes): false then.
     */
    async savePick(
      pick: { gameId: string; userId: string; question: PredictionQuestion; choice: string },
      at: Date,
    ): Promise<boolean> {
      const saved = await db
        .transaction(async (tx) => {
          const [game] = await tx
            .select({ settledAt: predictionGames.settledAt })
            .from(predictionGames)
            .where(eq(predictionGames.gameId, pick.gameId))
            .for("update");
          if (!game || game.settledAt) throw LOCKED_OUT;
          await tx
            .insert(predictionPicks)
            .values({ ...pick, createdAt: at, updatedAt: at })
            .onConflictDoUpdate({
              target: [predictionPicks.gameId, predictionPicks.userId, predictionPicks.question],
              set: { choice: pick.choice, updatedAt: at },
            });
          return true;
        })
        .catch((error: unknown) => {
          if (error === LOCKED_OUT) return false;
          throw error;
        });
      return saved;
    },

    /**
     * Settles a game once: marks it settled and scores its picks in one transaction. Returns
     * the tallies when this call settled it, null when it was settled before (a replayed final)
     * or is unknown — so the result is announced once.
     */
    async settle(
      settlement: Settlement,
      pointsPerCorrect: number,
    ): Promise<QuestionTally[] | null> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(predictionGames)
          .set({
            settledAt: settlement.at,
            homeScore: settlement.homeScore,
            awayScore: settlement.awayScore,
            winnerOutcome: settlement.winner,
            totalOutcome: settlement.total,
          })
          .where(
            and(eq(predictionGames.gameId, settlement.gameId), isNull(predictionGames.settledAt)),
          )
          .returning({ gameId: predictionGames.gameId });
        if (!claimed) return null;
        const outcomes: [PredictionQuestion, string | null][] = [
          ["winner", settlement.winner],
          ["total", settlement.total],
        ];
        for (const [question, outcome] of outcomes) {
          if (outcome === null) continue;
          const isVoid = outcome === "void";
          const correct = sql`${predictionPicks.choice} = ${outcome}`;
          await tx
            .update(predictionPicks)
            .set({
              correct: isVoid ? null : correct,
              points: isVoid ? 0 : sql`case when ${correct} then ${pointsPerCorrect} else 0 end`,
            })
            .where(
              and(
                eq(predictionPicks.gameId, settlement.gameId),
                eq(predictionPicks.question, question),
              ),
            );
        }
        return tallies(settlement.gameId, tx);
      });
    },

    /** Unsettled games that started in [from, to): finals a round may have missed. */
    async unsettledBetween(from: Date, to: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ gameId: predictionGames.gameId })
        .from(predictionGames)
        .where(
          and(
            isNull(predictionGames.settledAt),
            gte(predictionGames.startTime, from),
            lt(predictionGames.startTime, to),
          ),
        )
        .orderBy(asc(predictionGames.startTime))
        .limit(limit);
      return rows.map((r) => r.gameId);
    },

    /**
     * A league season's standings over settled picks, best first; `userIds` narrows it (people
     * you follow). Joins `users` for the display name only (architecture.md: one join instead
     * of N look-ups).
     */
    async standings(filter: {
      league: string;
      season: string;
      userIds?: string[];
      limit: number;
    }): Promise<StandingRow[]> {
      if (filter.userIds?.length === 0) return [];
      const points = sql<number>`sum(${predictionPicks.points})::int`;
      const correct = sql<number>`count(*) filter (where ${predictionPicks.correct})::int`;
      const rows = await db
        .select({
          rank: sql<number>`rank() over (order by sum(${predictionPicks.points}) desc)::int`,
          userId: predictionPicks.userId,
          username: users.username,
          points,
          correct,
          settled: sql<number>`count(${predictionPicks.correct})::int`,
        })
        .from(predictionPicks)
        .innerJoin(predictionGames, eq(predictionGames.gameId, predictionPicks.gameId))
        .innerJoin(users, eq(users.id, predictionPicks.userId))
        .where(
          and(
            eq(predictionGames.league, filter.league),
            eq(predictionGames.season, filter.season),
            isNotNull(predictionGames.settledAt),
            eq(users.banned, false),
            filter.userIds ? inArray(predictionPicks.userId, filter.userIds) : undefined,
          ),
        )
        .groupBy(predictionPicks.userId, users.username)
        .orderBy(desc(points), desc(correct), asc(users.username))
        .limit(filter.limit);
      return rows;
    },

    /** A fan's totals over every league and season, and their picks still waiting for a final. */
    async summary(userId: string) {
      const [row] = await db
        .select({
          points: sql<number>`coalesce(sum(${predictionPicks.points}), 0)::int`,
          correct: sql<number>`count(*) filter (where ${predictionPicks.correct})::int`,
          settled: sql<number>`count(*) filter (where ${predictionGames.settledAt} is not null and ${predictionPicks.correct} is not null)::int`,
          open: sql<number>`count(*) filter (where ${predictionGames.settledAt} is null)::int`,
        })
        .from(predictionPicks)
        .innerJoin(predictionGames, eq(predictionGames.gameId, predictionPicks.gameId))
        .where(eq(predictionPicks.userId, userId));
      return row ?? { points: 0, correct: 0, settled: 0, open: 0 };
    },
  };
}

export type PredictionsRepository = ReturnType<typeof createPredictionsRepository>;
