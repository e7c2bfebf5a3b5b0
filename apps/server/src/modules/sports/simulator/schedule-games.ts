import type { Game, Team } from "@huddle/contracts/sports";
import { LEAGUE_IDS, type LeagueId } from "@huddle/contracts/sports-leagues";
import { assembleGame, easternDate } from "../game-shape.ts";
import { advanceGame } from "./advance-game.ts";
import { addDays, easternToUtc } from "./eastern-time.ts";
import { SLATES, weekStart, type Matchup } from "./schedule-slates.ts";
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
 * Games for the real teams of every league from `pastDays` ago to `aheadDays` ahead, advanced to
 * `now`: finals in the past days, live games tonight, scheduled ones to come. Each day (each week
 * for football) is drawn from its own generator, so the same seed gives the same games for a day
 * whatever `now` is; ids are `sim` + 12 digits.
 */
export function scheduleGames(options: ScheduleOptions): Game[] {
  const rng = createRng(options.seed);
  const now = new Date(options.now).getTime();
  const today = easternDate(now);
  const days: string[] = [];
  for (let d = -(options.pastDays ?? 2); d <= (options.aheadDays ?? 3); d += 1)
    days.push(addDays(today, d));

  const games = LEAGUE_IDS.flatMap((league) => {
    const teams = options.teams.filter((t) => t.league === league);
    if (teams.length < 2) return [];
    const regular = days.flatMap((date) => dayGames(rng, league, teams, date, options.seed));
    const extra =
      options.showcase === false ? [] : showcaseGames(rng, league, teams, regular, now, options);
    return [...regular, ...extra];
  });
  return games
    .map((game) => advanceGame(game, now, rng, { speed: options.speed }).game)
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
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

/**
 * Live games at any hour: a slot every half game length on a fixed clock grid, used only when
 * no regular game of the league is on at that moment, with teams that have no game that day.
 * The grid keeps the same showcase games across restarts.
 */
function showcaseGames(
  rng: SimRng,
  league: LeagueId,
  teams: Team[],
  regular: Game[],
  now: number,
  options: ScheduleOptions,
): Game[] {
  const length = (TYPICAL_MINUTES[league] * 60_000) / (options.speed ?? 1);
  const interval = Math.max(60_000, Math.round(length / 2 / 60_000) * 60_000);
  const games: Game[] = [];
  for (let k = Math.floor((now - 2 * length) / interval) + 1; k * interval <= now; k += 1) {
    const at = k * interval;
    const busy = regular.some(
      (g) => Date.parse(g.startTime) <= at && at < Date.parse(g.startTime) + length,
    );
    if (busy) continue;
    const date = easternDate(at);
    const playing = new Set(
      regular.filter((g) => g.date === date).flatMap((g) => [g.homeTeam.teamId, g.awayTeam.teamId]),
    );
    const free = rng
      .fork(`${league}:showcase-day:${date}`)
      .shuffle(teams.filter((t) => !playing.has(t.id)));
    const pairs = Math.floor(free.length / 2);
    if (pairs === 0) continue;
    const slot = (k % pairs) * 2;
    const matchup = { away: free[slot]!, home: free[slot + 1]!, time: "" };
    games.push(scheduledGame(league, matchup, at, `${options.seed}:${league}:showcase:${k}`));
  }
  return games;
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
