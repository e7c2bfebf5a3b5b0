import { z } from "zod";
import { INVALID_TEAM_ID, teamIdFromTeamroom } from "./rules/room.ts";
import { LEAGUE_IDS, type LeagueId } from "./sports-leagues.ts";

/**
 * Sports entities (spec 000 §3 Team, League, Game (boxscore)) and the query/response shapes of the
 * /api/sports calls (spec 000 §7 Sports, issue 4). Team ids are league-qualified ESPN ids
 * (huddleTeamId); game ids are ESPN event ids, or `sim` + digits for simulated games, so every
 * game id is letters and digits only.
 */

export const leagueIdSchema = z.enum(LEAGUE_IDS as [LeagueId, ...LeagueId[]]);

/** `#` + six lowercase hex digits. */
export const hexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/);
/** Usable inside a room slug `conference-{league}-{conference}`. */
export const conferenceIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const teamIdSchema = z.string().regex(/^\d{1,12}$/);
export const gameIdSchema = z.string().regex(/^[A-Za-z0-9]{1,40}$/);

/** A Huddle team: `id`/`teamId` are league-qualified (huddleTeamId), `espnId` is ESPN's. */
export const teamSchema = z.object({
  id: teamIdSchema,
  teamId: teamIdSchema,
  espnId: teamIdSchema,
  name: z.string().min(1),
  teamName: z.string().min(1),
  shortName: z.string().min(1),
  abbreviation: z.string().min(1),
  teamColors: z.tuple([hexColorSchema, hexColorSchema]),
  league: leagueIdSchema,
  /** Display string: 'AFC East', 'Atlantic Division', 'AL East', 'SEC', 'Eastern Conference'. */
  conferenceDivision: z.string().min(1),
  conferenceId: conferenceIdSchema,
  divisionId: conferenceIdSchema.optional(),
});
export type Team = z.infer<typeof teamSchema>;

export const divisionSchema = z.object({ id: conferenceIdSchema, name: z.string().min(1) });
export type Division = z.infer<typeof divisionSchema>;

export const conferenceSchema = z.object({
  id: conferenceIdSchema,
  name: z.string().min(1),
  divisions: z.array(divisionSchema).optional(),
});
export type Conference = z.infer<typeof conferenceSchema>;

export const leagueSchema = z.object({
  id: leagueIdSchema,
  name: z.string().min(1),
  conferences: z.array(conferenceSchema),
});
export type League = z.infer<typeof leagueSchema>;

/**
 * Canonical game statuses. ESPN's other names are folded into these (e.g. STATUS_FULL_TIME and
 * STATUS_FINAL_OT → STATUS_FINAL, STATUS_FIRST_HALF → STATUS_IN_PROGRESS).
 */
export const GAME_STATUSES = [
  "STATUS_SCHEDULED",
  "STATUS_IN_PROGRESS",
  "STATUS_HALFTIME",
  "STATUS_END_PERIOD",
  "STATUS_FINAL",
  "STATUS_POSTPONED",
  "STATUS_DELAYED",
  "STATUS_RAIN_DELAY",
  "STATUS_SUSPENDED",
  "STATUS_CANCELED",
] as const;
export const gameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const gameStateSchema = z.enum(["pre", "in", "post"]);
export type GameState = z.infer<typeof gameStateSchema>;

export const gameTeamSchema = z.object({
  espnId: teamIdSchema,
  /** The Huddle team id (league-qualified), the key of the team's room. */
  teamId: teamIdSchema,
  name: z.string(),
  shortName: z.string(),
  abbreviation: z.string(),
  /** null until the game starts. */
  score: z.number().int().nonnegative().nullable(),
  record: z.string().optional(),
  colors: z.tuple([hexColorSchema, hexColorSchema]).optional(),
});
export type GameTeam = z.infer<typeof gameTeamSchema>;

export const gameSideSchema = gameTeamSchema.extend({ home: z.boolean() });
export type GameSide = z.infer<typeof gameSideSchema>;

export const gameSchema = z.object({
  id: gameIdSchema,
  league: leagueIdSchema,
  homeTeam: gameTeamSchema,
  awayTeam: gameTeamSchema,
  /** team1 is the away side and team2 the home side ("AWAY @ HOME"). */
  team1: gameSideSchema,
  team2: gameSideSchema,
  status: gameStatusSchema,
  state: gameStateSchema,
  /** Human text: '8:41 - 4th', 'Top 5th', 'Halftime', 'Final/OT', '9/27 - 4:10 PM EDT'. */
  statusDetail: z.string(),
  startTime: z.iso.datetime(),
  /** The game's calendar date in US Eastern time, YYYY-MM-DD (ESPN's scoreboard day). */
  date: z.iso.date(),
  /** Set for sports played in quarters (NFL, NBA, NCAA FB) once the game has started. */
  quarter: z.number().int().positive().nullable(),
  /** Quarter, half, period or inning number once started; OT continues the count. */
  period: z.number().int().positive().nullable(),
  /** Display clock ('3:12', "67'", "90'+4'"); null when the sport or state has none. */
  clock: z.string().nullable(),
  /** Countdown clock of timed sports ('3:12'); null for baseball and soccer. */
  timeRemaining: z.string().nullable(),
  venue: z.string().nullable(),
  /** `roomUrl` of the game room: `/room?league={league}&game={id}` */
  gameUrl: z.string(),
  isCustomGame: z.literal(false),
});
export type Game = z.infer<typeof gameSchema>;

const optionalText = z.string().trim().min(1).max(120).optional();
const booleanFlag = z
  .enum(["true", "false"])
  .optional()
  .transform((value) => value === "true");

/** GET /api/sports/teams?league= */
export const teamsQuerySchema = z.object({ league: leagueIdSchema.optional() });
export type TeamsQuery = z.infer<typeof teamsQuerySchema>;

/** Filters of GET /api/sports/games: status 'live' | 'final' | 'scheduled' or a canonical status. */
export const gameStatusFilterSchema = z.union([
  z.enum(["live", "final", "scheduled"]),
  gameStatusSchema,
]);

/**
 * Room query values read the way the room rules read them (spec 000 §2, rules/room.ts): trimmed,
 * league and conference in any case ('NFL' is nfl), a teamroom by its trailing digits.
 */
const roomLeagueSchema = z.string().trim().toLowerCase().pipe(leagueIdSchema);
const roomConferenceSchema = z.string().trim().toLowerCase().pipe(conferenceIdSchema);
const roomGameSchema = z.string().trim().pipe(gameIdSchema);
/** 'chiefs-12' → '12'; a value without trailing digits is 'Invalid team ID'. */
export const teamroomSchema = z.string().transform((value, ctx) => {
  const teamId = teamIdFromTeamroom(value);
  if (teamId) return teamId;
  ctx.addIssue({ code: "custom", message: INVALID_TEAM_ID });
  return z.NEVER;
});

/** GET /api/sports/games?league=&date=&status=&team= */
export const gamesQuerySchema = z.object({
  league: roomLeagueSchema.optional(),
  date: z.iso.date().optional(),
  status: gameStatusFilterSchema.optional(),
  team: teamIdSchema.optional(),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

/**
 * GET /api/sports/simple-boxscore: the room's query (spec 000 §7), homepage=true → featured.
 * customTeam/customGame are any text: custom rooms have no boxscore yet.
 */
export const simpleBoxscoreQuerySchema = z.object({
  league: roomLeagueSchema.optional(),
  conference: roomConferenceSchema.optional(),
  game: roomGameSchema.optional(),
  teamroom: teamroomSchema.optional(),
  customTeam: optionalText,
  customGame: optionalText,
  homepage: booleanFlag,
});
export type SimpleBoxscoreQuery = z.infer<typeof simpleBoxscoreQuerySchema>;

export const teamsResponseSchema = z.object({ teams: z.array(teamSchema) });
export type TeamsResponse = z.infer<typeof teamsResponseSchema>;

/** GET /api/sports/leagues-conferences: conferences are `{ id, name }` only on the wire. */
export const leaguesConferencesResponseSchema = z.object({
  data: z.object({
    leagues: z.array(
      leagueSchema.extend({
        conferences: z.array(conferenceSchema.pick({ id: true, name: true })),
      }),
    ),
  }),
});
export type LeaguesConferencesResponse = z.infer<typeof leaguesConferencesResponseSchema>;

export const gamesResponseSchema = z.object({ games: z.array(gameSchema) });
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

export const gameResponseSchema = z.object({ game: gameSchema.nullable() });
export type GameResponse = z.infer<typeof gameResponseSchema>;
