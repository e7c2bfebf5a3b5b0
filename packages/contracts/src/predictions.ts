import { z } from "zod";
import { leagueIdSchema } from "./sports.ts";
import type { LeagueId } from "./sports-leagues.ts";

/**
 * Issue 15 §2: live predictions in a game room. Points only, never money: a correct pick is
 * worth `POINTS_PER_CORRECT_PICK`. Two questions: who wins (locks at the start) and, where the
 * sport has halves, the total over/under a line (locks at half).
 */
export const PREDICTION_QUESTIONS = ["winner", "total"] as const;
export type PredictionQuestion = (typeof PREDICTION_QUESTIONS)[number];

export const WINNER_CHOICES = ["home", "away", "draw"] as const;
export const TOTAL_CHOICES = ["over", "under"] as const;
export type WinnerChoice = (typeof WINNER_CHOICES)[number];
export type TotalChoice = (typeof TOTAL_CHOICES)[number];
export type PredictionChoice = WinnerChoice | TotalChoice;

export const POINTS_PER_CORRECT_PICK = 1;

/** Leagues where a draw stands, so 'draw' is a winner choice (ties elsewhere void the pick). */
export const DRAW_LEAGUES: readonly LeagueId[] = ["mls"];
/**
 * Leagues played in halves or quarters get an over/under question locked at half. Hockey (three
 * periods) and baseball (innings) have no half to lock at, so they get the winner only.
 */
export const TOTAL_LEAGUES: readonly LeagueId[] = ["nfl", "ncaafb", "nba", "ncaambb", "mls"];

export function questionsFor(league: LeagueId): PredictionQuestion[] {
  return TOTAL_LEAGUES.includes(league) ? ["winner", "total"] : ["winner"];
}

export function choicesFor(league: LeagueId, question: PredictionQuestion): PredictionChoice[] {
  if (question === "total") return [...TOTAL_CHOICES];
  return DRAW_LEAGUES.includes(league) ? ["away", "home", "draw"] : ["away", "home"];
}

export const PREDICTION_MESSAGES = {
  choiceInvalid: "Pick one of the choices offered for this question.",
  questionNotOffered: "This game has no such prediction question.",
  winnerLocked: "Winner picks are locked: the game has started.",
  totalLocked: "Over/under picks are locked: the game has reached half time.",
  settled: "Picks for this game are settled.",
  gameNotFound: "Game not found",
  userNotFound: "User not found",
  tooManyPicks: "You're changing picks too fast. Please wait a moment.",
} as const;

/** PUT /api/predictions/games/{gameId}/picks */
export const pickRequestSchema = z.discriminatedUnion(
  "question",
  [
    z.object({
      question: z.literal("winner"),
      choice: z.enum(WINNER_CHOICES, { error: PREDICTION_MESSAGES.choiceInvalid }),
    }),
    z.object({
      question: z.literal("total"),
      choice: z.enum(TOTAL_CHOICES, { error: PREDICTION_MESSAGES.choiceInvalid }),
    }),
  ],
  { error: PREDICTION_MESSAGES.questionNotOffered },
);
export type PickRequest = z.infer<typeof pickRequestSchema>;

export const predictionGameParamsSchema = z.object({
  gameId: z.string().regex(/^[A-Za-z0-9]{1,64}$/, { error: PREDICTION_MESSAGES.gameNotFound }),
});

const choiceSchema = z.enum([...WINNER_CHOICES, ...TOTAL_CHOICES]);

export const predictionQuestionViewSchema = z.object({
  question: z.enum(PREDICTION_QUESTIONS),
  choices: z.array(choiceSchema),
  /** The over/under line (always .5, so no pick pushes); null for the winner question. */
  line: z.number().nullable(),
  locked: z.boolean(),
  myPick: choiceSchema.nullable(),
  /** After settlement: the outcome ('void' when a tie ends a league without draws). */
  outcome: z.enum([...WINNER_CHOICES, ...TOTAL_CHOICES, "void"]).nullable(),
  /** After settlement: whether the viewer's pick was right (null: no pick or void). */
  myPickCorrect: z.boolean().nullable(),
  picks: z.number().int().nonnegative(),
  /** After settlement: how many picks were right. */
  correctPicks: z.number().int().nonnegative().nullable(),
});
export type PredictionQuestionView = z.infer<typeof predictionQuestionViewSchema>;

export const gamePredictionsSchema = z.object({
  gameId: z.string(),
  league: leagueIdSchema,
  season: z.string(),
  settled: z.boolean(),
  questions: z.array(predictionQuestionViewSchema),
});
export type GamePredictions = z.infer<typeof gamePredictionsSchema>;
export const gamePredictionsResponseSchema = z.object({ predictions: gamePredictionsSchema });

export const LEADERBOARD_SCOPES = ["everyone", "following"] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];
export const LEADERBOARD_SIZE = 50;

/** GET /api/predictions/leaderboard?league=&scope=&season= */
export const leaderboardQuerySchema = z.object({
  league: leagueIdSchema,
  scope: z.enum(LEADERBOARD_SCOPES).default("everyone"),
  season: z
    .string()
    .regex(/^\d{4}(-\d{2})?$/)
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  userId: z.uuid(),
  username: z.string(),
  points: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  settled: z.number().int().nonnegative(),
  isViewer: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  league: leagueIdSchema,
  season: z.string(),
  scope: z.enum(LEADERBOARD_SCOPES),
  entries: z.array(leaderboardEntrySchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export const leaderboardResponseSchema = z.object({ leaderboard: leaderboardSchema });

export const predictionSummaryParamsSchema = z.object({ username: z.string().min(1).max(64) });

/** A profile's predictions line: settled picks over every league and season. */
export const predictionSummarySchema = z.object({
  username: z.string(),
  points: z.number().int().nonnegative(),
  correct: z.number().int().nonnegative(),
  settled: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
});
export type PredictionSummary = z.infer<typeof predictionSummarySchema>;
export const predictionSummaryResponseSchema = z.object({ summary: predictionSummarySchema });

/**
 * A league's season of a game starting at `startTime`: leagues played over the new year (NFL,
 * NCAA FB, NBA, NHL, NCAA MBB) start a season on July 1 ('2026-27'); MLB and MLS play a calendar
 * year ('2026'). Days are UTC, close enough for a leaderboard's boundary in July.
 */
export function seasonOf(league: LeagueId, startTime: Date): string {
  const year = startTime.getUTCFullYear();
  if (league === "mlb" || league === "mls") return String(year);
  const start = startTime.getUTCMonth() >= 6 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * How the game room's settlement message begins (the server's settlement-text.ts): a tally of
 * the fans' picks, not a play, so the latest-plays strip leaves it out.
 */
export const PREDICTIONS_SUMMARY_PREFIX = "PREDICTIONS — ";

/** 62 for 5 of 8; null when nobody picked. */
export function sharePercent(correct: number, total: number): number | null {
  return total === 0 ? null : Math.round((correct / total) * 100);
}
