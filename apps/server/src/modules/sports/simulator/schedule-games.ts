import type { Game, Team } from "@huddle/contracts/sports";
import { LEAGUE_IDS, type LeagueId } from "@huddle/contracts/sports-leagues";
import { assembleGame, easternDate } from "../game-shape.ts";
import { addDays, easternToUtc } from "./eastern-time.ts";
import { SLATES, weekStart, type Matchup } from "./schedule-slates.ts";
import { recentShowcaseSlots } from "./showcase-games.ts";
import { createRng, hashDigits, type SimRng } from "./sim-rng.ts";
import { homeVenue } from "./venues.ts";

export interface ScheduleOptions {
  teams: Team[];
  now: Date | number;
  seed: string | number;
  /** Demo speed-up, as for advanceGame (default 1). */
  speed?: number;
  /** Eastern days before and after today to fill (default 2 and 3). */
  pastDays?: number;
  aheadDays?: number;
  /** Add off-hours live games so every league has something live (default true). */
  showcase?: boolean;
  /** Only these leagues' games (default every league); each league's games are its own. */
  leagues?: readonly LeagueId[];
}

/** About how long a game lasts in real time (regulation, with breaks), in minutes. */
export const TYPICAL_MINUTES: Record<LeagueId, number> = {
  nfl: 185,
  ncaafb: 208,
  nba: 136,
  ncaambb: 119,
  nhl: 147,
  mlb: 153,
  mls: 113,
};

/**
 * The longest a game can last in real time, in minutes: every overtime played (NFL 216 = 185 + a
 * 3-minute break and a 28-minute OT; NBA 220 = 136 + six 14-minute OTs; NHL 169 = 147 + OT and a
 * shootout; MLS with the most stoppage time; 20 innings of MLB). The showcase planner counts a
 * team busy this long after each of its starts, so it never puts a team in two games at once.
 */
export const LONGEST_MINUTES: Record<LeagueId, number> = {
  nfl: 216,
  ncaafb: 304,
  nba: 220,
  ncaambb: 209,
  nhl: 169,
  mlb: 340,
  mls: 116,
};

/**
 * Games for the real teams of every league from `pastDays` ago to `aheadDays` ahead, as
 * scheduled (not yet advanced to `now`; advanceGame brings each to its finals, live games and
 * scheduled ones). Each day (each week for football) is drawn from its own generator, so the
 * same seed gives the same games for a day whatever `now` is; ids are `sim` + 12 digits.
 * Advancing all six days at once takes a few hundred ms, so the provider advances them in
 * slices.
 */
export function scheduleSlate(options: ScheduleOptions): Game[] {
  const rng = createRng(options.seed);
  const now = new Date(options.now).getTime();
  const today = easternDate(now);
  const days: string[] = [];
  for (let d = -(options.pastDays ?? 2); d <= (options.aheadDays ?? 3); d += 1)
    days.push(addDays(today, d));

  const games = (options.leagues ?? LEAGUE_IDS).flatMap((league) => {
    const teams = options.teams.filter((t) => t.league === league);
    if (teams.length < 2) return [];
    const byDate = new Map<string, Game[]>();
    const regularOn = (date: string): Game[] => {
      const onDate = byDate.get(date) ?? dayGames(rng, league, teams, date, options.seed);
      byDate.set(date, onDate);
      return onDate;
    };
    const regular = days.flatMap(regularOn);
    const extra =
      options.showcase === false ? [] : showcaseGames(rng, league, teams, regularOn, now, options);
    return [...regular, ...extra];
  });
  return games.sort(byStartThenId);
}

/** The schedule's order: by start time, then id. */
export function byStartThenId(a: Game, b: Game): number {
  return a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id);
}

function dayGames(
  rng: SimRng,
  league: LeagueId,
  teams: Team[],
  date: string,
  seed: string | number,
): Game[] {
  const matchups = SLATES[league]({
    rng: rng.fork(`${league}:${date}`),
    weekRng: rng.fork(`${league}:week:${weekStart(date)}`),
    teams,
    date,
  });
  return matchups.map((m) =>
    scheduledGame(
      league,
      m,
      easternToUtc(date, m.time),
      `${seed}:${league}:${date}:${m.away.id}@${m.home.id}`,
    ),
  );
}

/** Off-hours live games (showcase-games.ts), as games with ids of their clock-grid slot. */
function showcaseGames(
  rng: SimRng,
  league: LeagueId,
  teams: Team[],
  regularOn: (date: string) => Game[],
  now: number,
  options: ScheduleOptions,
): Game[] {
  const speed = options.speed ?? 1;
  const context = {
    rng,
    league,
    teams,
    regularOn,
    typicalMs: (TYPICAL_MINUTES[league] * 60_000) / speed,
    longestMs: (LONGEST_MINUTES[league] * 60_000) / speed,
  };
  return recentShowcaseSlots(context, now).map((slot) =>
    scheduledGame(
      league,
      slot.matchup,
      slot.startMs,
      `${options.seed}:${league}:showcase:${slot.index}`,
    ),
  );
}

export function scheduledGame(
  league: LeagueId,
  matchup: Matchup,
  startMs: number,
  idKey: string,
): Game {
  const side = (team: Team) => ({
    espnId: team.espnId,
    teamId: team.id,
    name: team.name,
    shortName: team.shortName,
    abbreviation: team.abbreviation,
    score: null,
    colors: team.teamColors,
  });
  return assembleGame({
    id: `sim${hashDigits(idKey, 12)}`,
    league,
    homeTeam: side(matchup.home),
    awayTeam: side(matchup.away),
    status: "STATUS_SCHEDULED",
    state: "pre",
    statusDetail: "",
    startTime: new Date(startMs).toISOString(),
    quarter: null,
    period: null,
    clock: null,
    timeRemaining: null,
    venue: homeVenue(league, matchup.home.espnId),
  });
}
