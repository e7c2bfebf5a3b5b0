import { z } from "zod";
import { inboundId } from "./ids.ts";
import { requiredText, safeText } from "./custom-teams-text.ts";

/** spec 001 §5 Create game / Edit game, §9 lengths. */
export const GAME_OPPONENT_MAX_LENGTH = 100;
export const GAME_LOCATION_MAX_LENGTH = 200;
export const GAME_DESCRIPTION_MAX_LENGTH_CREATE = 500;
export const GAME_DESCRIPTION_MAX_LENGTH_EDIT = 1000;
export const GAME_SCORE_MAX = 999;
export const GAME_MAX_PARTICIPANTS = 100;
/** spec 001 §4, §9: a game counts as live for 3 hours after its start. */
export const GAME_LIVE_MS = 3 * 60 * 60_000;
/**
 * Ours (the spec is silent): how far ahead a game may be scheduled. Far enough for next
 * season's fixtures; a year like 9999 is a typo, and its date ran off the four-digit ISO form.
 */
export const GAME_SCHEDULE_HORIZON_YEARS = 2;

export const GAME_STATUSES = ["scheduled", "live", "completed", "cancelled"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** How a refusal by the content filter names a game's text (the form's own labels). */
export const CUSTOM_GAME_TEXT_LABELS = {
  opponent: "Opponent",
  location: "Location",
  gameDescription: "Description",
} as const;

/**
 * Ours (spec 001 is silent): how many games a team may have scheduled ahead, and how many of
 * those against one team on Huddle, so that one owner cannot flood a schedule (their own or an
 * opponent's, whose page lists the games too). A weekly team books a season with room to spare.
 */
export const MAX_UPCOMING_GAMES_PER_TEAM = 50;
export const MAX_UPCOMING_GAMES_AGAINST_ONE_TEAM = 5;

export const CUSTOM_GAME_MESSAGES = {
  invalidGameId: "Invalid game ID format. Game ID must be a valid UUID.",
  /** Ours: a game's opponent on Huddle must be another team. */
  opponentIsOwnTeam: "A team cannot play itself: choose another opponent.",
  gameNotFound: "Game not found",
  opponentRequired: "Opponent is required.",
  opponentTooLong: `Opponent must be at most ${GAME_OPPONENT_MAX_LENGTH} characters`,
  scheduledForRequired: "Game date and time is required.",
  /** Ours: a value that is not an ISO date and time (a date alone, say). */
  scheduledForFormat: "Game date and time must be a date with a time, e.g. 2026-12-05T19:00:00Z.",
  scheduledForInPast: "Game date and time must be in the future.",
  /** Ours: see GAME_SCHEDULE_HORIZON_YEARS. */
  scheduledForTooFar: `Game date and time must be within the next ${GAME_SCHEDULE_HORIZON_YEARS} years.`,
  editDateTooEarly: "Game date must be today or later unless the game is completed.",
  locationRequired: "Location is required",
  locationTooLong: `Location must be at most ${GAME_LOCATION_MAX_LENGTH} characters`,
  descriptionTooLongCreate: `Description must be less than ${GAME_DESCRIPTION_MAX_LENGTH_CREATE} characters`,
  descriptionTooLongEdit: "Description must be less than 1000 characters",
  homeScore: "Home score must be a valid number",
  awayScore: "Away score must be a valid number",
  createForbidden: "You do not have permission to create games for this team",
  editForbidden: "You can only edit games for teams you own.",
  /** Ours: see MAX_UPCOMING_GAMES_PER_TEAM. */
  tooManyUpcoming: `This team already has ${MAX_UPCOMING_GAMES_PER_TEAM} upcoming games. Play or cancel some before scheduling more.`,
  /** Ours: see MAX_UPCOMING_GAMES_AGAINST_ONE_TEAM. */
  tooManyAgainstOpponent: `This team already has ${MAX_UPCOMING_GAMES_AGAINST_ONE_TEAM} upcoming games against that team.`,
} as const;

export const gameIdParamsSchema = z.object({
  id: inboundId(CUSTOM_GAME_MESSAGES.invalidGameId),
});

/** A missing value is `required`; one sent in another shape says which shape is wanted. */
const dateTime = (required: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? required
        : CUSTOM_GAME_MESSAGES.scheduledForFormat,
  });

/** POST /api/custom-teams/{id}/games (spec 001 §3 "as created"). */
export const createCustomGameSchema = z.object({
  opponent: requiredText({
    required: CUSTOM_GAME_MESSAGES.opponentRequired,
    max: GAME_OPPONENT_MAX_LENGTH,
    tooLong: CUSTOM_GAME_MESSAGES.opponentTooLong,
  }),
  scheduledFor: dateTime(CUSTOM_GAME_MESSAGES.scheduledForRequired),
  location: safeText(GAME_LOCATION_MAX_LENGTH, CUSTOM_GAME_MESSAGES.locationTooLong).default(""),
  gameDescription: safeText(
    GAME_DESCRIPTION_MAX_LENGTH_CREATE,
    CUSTOM_GAME_MESSAGES.descriptionTooLongCreate,
  ).default(""),
  /** The opposing custom team, when it is one; its owner and admins may then edit too. */
  opponentTeamId: inboundId("Invalid team ID format. Team ID must be a valid UUID.").nullish(),
});
export type CreateCustomGameInput = z.infer<typeof createCustomGameSchema>;

const score = (error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(GAME_SCORE_MAX, { error }).nullable();

/**
 * PUT /api/custom-games/{id} (spec 001 §3 "as edited"); only the fields sent change. gameStatus
 * only sets or clears `cancelled`: scheduled / live / completed always follow the clock.
 */
export const updateCustomGameSchema = z.object({
  opponent: requiredText({
    required: CUSTOM_GAME_MESSAGES.opponentRequired,
    max: GAME_OPPONENT_MAX_LENGTH,
    tooLong: CUSTOM_GAME_MESSAGES.opponentTooLong,
  }).optional(),
  scheduledFor: dateTime(CUSTOM_GAME_MESSAGES.scheduledForRequired).optional(),
  location: requiredText({
    required: CUSTOM_GAME_MESSAGES.locationRequired,
    max: GAME_LOCATION_MAX_LENGTH,
    tooLong: CUSTOM_GAME_MESSAGES.locationTooLong,
  }).optional(),
  gameDescription: safeText(
    GAME_DESCRIPTION_MAX_LENGTH_EDIT,
    CUSTOM_GAME_MESSAGES.descriptionTooLongEdit,
  ).optional(),
  teamScore: score(CUSTOM_GAME_MESSAGES.homeScore).optional(),
  opponentScore: score(CUSTOM_GAME_MESSAGES.awayScore).optional(),
  gameStatus: z.enum(GAME_STATUSES).optional(),
  isPublic: z.boolean().optional(),
  allowSpectators: z.boolean().optional(),
});
export type UpdateCustomGameInput = z.infer<typeof updateCustomGameSchema>;

/** spec 001 §3 Custom game: the created, edited and loaded spellings together. */
export const customGameSchema = z.object({
  id: z.uuid(),
  gameId: z.uuid(),
  teamId: z.uuid(),
  teamName: z.string(),
  opponent: z.string(),
  opponentTeamId: z.uuid().nullable(),
  scheduledFor: z.iso.datetime(),
  location: z.string(),
  gameDescription: z.string(),
  teamScore: z.number().int().nullable(),
  opponentScore: z.number().int().nullable(),
  gameStatus: z.enum(GAME_STATUSES),
  status: z.enum(GAME_STATUSES),
  isPublic: z.boolean(),
  allowSpectators: z.boolean(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  maxParticipants: z.number().int(),
  teamAScore: z.number().int().nullable(),
  teamBScore: z.number().int().nullable(),
  teamAId: z.uuid(),
  teamA: z.object({ ownerId: z.uuid() }),
  teamBId: z.uuid().nullable(),
  teamB: z.object({ ownerId: z.uuid() }).nullable(),
  createdAt: z.iso.datetime(),
  canEdit: z.boolean(),
});
export type CustomGame = z.infer<typeof customGameSchema>;

export const customGameResponseSchema = z.object({ game: customGameSchema });
export const customGameListSchema = z.object({ games: z.array(customGameSchema) });

/**
 * The latest start a game may be given at `now`: the same instant GAME_SCHEDULE_HORIZON_YEARS
 * calendar years later (UTC). The server passes its own clock, as for "in the future", so a
 * client's wrong clock cannot widen the window.
 */
export function latestGameStart(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + GAME_SCHEDULE_HORIZON_YEARS);
  return latest;
}

/** spec 001 §4 Game status: computed from the start, never stored from input. */
export function customGameStatus(
  game: { scheduledFor: Date | string; cancelled: boolean },
  now: Date,
): GameStatus {
  if (game.cancelled) return "cancelled";
  const start = new Date(game.scheduledFor).getTime();
  if (now.getTime() < start) return "scheduled";
  return now.getTime() < start + GAME_LIVE_MS ? "live" : "completed";
}
