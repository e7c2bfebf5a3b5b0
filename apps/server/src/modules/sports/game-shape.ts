import { roomUrl } from "@huddle/contracts/rules/room";
import type { Game, GameSide, GameTeam } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";

/**
 * The derived parts of a Game shared by the ESPN mapper and the simulator: team1/team2 (team1 is
 * the away side, team2 the home side, as in "AWAY @ HOME"), gameUrl, the Eastern calendar date.
 */

export type GameCore = Omit<Game, "team1" | "team2" | "gameUrl" | "isCustomGame" | "date">;

export function assembleGame(core: GameCore): Game {
  return {
    ...core,
    team1: side(core.awayTeam, false),
    team2: side(core.homeTeam, true),
    date: easternDate(core.startTime),
    gameUrl: roomUrl({ type: "game", league: core.league, gameId: core.id }),
    isCustomGame: false,
  };
}

/** Rebuilds team1/team2 after the home or away team changed (scores). */
export function withTeams(game: Game, homeTeam: GameTeam, awayTeam: GameTeam): Game {
  return { ...game, homeTeam, awayTeam, team1: side(awayTeam, false), team2: side(homeTeam, true) };
}

function side(team: GameTeam, home: boolean): GameSide {
  return { ...team, home };
}

const EASTERN_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** YYYY-MM-DD in US Eastern time: the day ESPN's scoreboard files a game under. */
export function easternDate(at: string | number | Date): string {
  return EASTERN_DAY.format(new Date(at));
}

/** Sports whose clock counts down (so `timeRemaining` is meaningful). */
export function hasCountdownClock(league: LeagueId): boolean {
  return league !== "mlb" && league !== "mls";
}

/** Sports played in quarters: their period is also the `quarter`. */
export function playsQuarters(league: LeagueId): boolean {
  return league === "nfl" || league === "nba" || league === "ncaafb";
}
