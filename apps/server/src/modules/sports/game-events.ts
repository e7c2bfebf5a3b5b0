import { overtimeName } from "@huddle/contracts/rules/game-status";
import type { Game, GameTeam } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";

/**
 * What happened in a game between two looks at it, worded for a `system` chat message:
 * "TOUCHDOWN — KC 14, BUF 10 · Q2 3:12". The simulator knows each play; for ESPN data the
 * events are inferred from the difference of two boards (`diffGameEvents`).
 */
export type GameEventKind = "start" | "score" | "period" | "final";

export interface GameEvent {
  kind: GameEventKind;
  gameId: string;
  league: LeagueId;
  text: string;
  homeScore: number | null;
  awayScore: number | null;
  period: number | null;
  clock: string | null;
}

const START_WORD: Record<LeagueId, string> = {
  nfl: "KICKOFF",
  ncaafb: "KICKOFF",
  mls: "KICKOFF",
  nba: "TIP-OFF",
  ncaambb: "TIP-OFF",
  nhl: "PUCK DROP",
  mlb: "FIRST PITCH",
};

export function startText(game: Game): string {
  return `${START_WORD[game.league]} — ${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`;
}

/** 'KC 14, BUF 10' with `first` (the scoring or winning side) first. */
export function scoreLine(
  game: Pick<Game, "homeTeam" | "awayTeam">,
  first: "home" | "away",
): string {
  const sides: GameTeam[] =
    first === "home" ? [game.homeTeam, game.awayTeam] : [game.awayTeam, game.homeTeam];
  return sides.map((t) => `${t.abbreviation} ${t.score ?? 0}`).join(", ");
}

export function scoreText(
  label: string,
  game: Game,
  scorer: "home" | "away",
  moment: string,
): string {
  return `${label} — ${scoreLine(game, scorer)}${moment ? ` · ${moment}` : ""}`;
}

export function finalText(game: Game): string {
  const leader = (game.homeTeam.score ?? 0) >= (game.awayTeam.score ?? 0) ? "home" : "away";
  const detail = game.statusDetail && game.statusDetail !== "FT" ? game.statusDetail : "Final";
  return `${detail.toUpperCase()} — ${scoreLine(game, leader)}`;
}

/** The label of a score worth `points` in `league`, when a board only tells the difference. */
export function scoreLabel(league: LeagueId, points: number): string {
  if (league === "nfl" || league === "ncaafb") {
    if (points >= 6) return "TOUCHDOWN";
    if (points === 3) return "FIELD GOAL";
    if (points === 2) return "SAFETY";
    return "SCORE";
  }
  if (league === "mlb") return points === 1 ? "RUN SCORES" : `${points} RUNS SCORE`;
  if (league === "nhl" || league === "mls") return points === 1 ? "GOAL" : `${points} GOALS`;
  return "SCORE";
}

/**
 * Basketball scores every minute: a chat message per basket would drown the room, so only its
 * lead changes and ties are announced (`leadChangeText`).
 */
export function announcesScores(league: LeagueId): boolean {
  return league !== "nba" && league !== "ncaambb";
}

export type Leader = "home" | "away" | null;

export function leaderOf(home: number, away: number): Leader {
  return home > away ? "home" : away > home ? "away" : null;
}

/**
 * A basketball score worth a message: "LEAD CHANGE — BOS 54, NYK 53 · Q3 4:12" (new leader first)
 * when the side that did not lead last goes ahead, "TIED — NYK 54, BOS 54 · Q3 4:12" (the side
 * that levelled first) when a led game is levelled; null otherwise. `lastLeader` is the last side
 * to have led (a tie in between does not reset it).
 */
export function leadChangeText(
  game: Pick<Game, "homeTeam" | "awayTeam">,
  lastLeader: Leader,
  score: { home: number; away: number },
  moment: string,
): string | null {
  if (!lastLeader) return null;
  const leader = leaderOf(score.home, score.away);
  if (leader === lastLeader) return null;
  const at = {
    homeTeam: { ...game.homeTeam, score: score.home },
    awayTeam: { ...game.awayTeam, score: score.away },
  };
  const label = leader ? "LEAD CHANGE" : "TIED";
  const first = leader ?? (lastLeader === "home" ? "away" : "home");
  return `${label} — ${scoreLine(at, first)}${moment ? ` · ${moment}` : ""}`;
}

/** "Q2 3:12", "P3 18:27", "67'", "Top 5th" — the moment of the game as fans say it. */
export function gameMoment(game: Game): string {
  if (game.league === "mlb" || game.state !== "in")
    return game.state === "in" ? game.statusDetail : "";
  if (game.league === "mls") return game.clock ?? "";
  const prefix = game.quarter
    ? (overtimeName(game.quarter, 4) ?? `Q${game.quarter}`)
    : game.league === "ncaambb"
      ? (overtimeName(game.period ?? 0, 2) ?? `H${game.period}`)
      : (overtimeName(game.period ?? 0, 3) ?? `P${game.period}`);
  return game.clock ? `${prefix} ${game.clock}` : prefix;
}

export function event(kind: GameEventKind, game: Game, text: string): GameEvent {
  return {
    kind,
    gameId: game.id,
    league: game.league,
    text,
    homeScore: game.homeTeam.score,
    awayScore: game.awayTeam.score,
    period: game.period,
    clock: game.clock,
  };
}

/**
 * Events implied by two snapshots of the same game (ESPN polling): start, one score event for the
 * side that scored (both sides at once → one 'SCORE' update), a period break, final. The first
 * sight of a game implies nothing.
 */
export function diffGameEvents(previous: Game | undefined, next: Game): GameEvent[] {
  if (!previous) return [];
  const events: GameEvent[] = [];
  if (previous.state === "pre" && next.state !== "pre")
    events.push(event("start", next, startText(next)));
  const score = scoreChangeText(previous, next);
  if (score) events.push(event("score", next, score));
  const isBreak = next.status === "STATUS_HALFTIME" || next.status === "STATUS_END_PERIOD";
  if (isBreak && previous.status !== next.status) {
    events.push(event("period", next, `${next.statusDetail} — ${scoreLine(next, "away")}`));
  }
  if (previous.status !== "STATUS_FINAL" && next.status === "STATUS_FINAL") {
    events.push(event("final", next, finalText(next)));
  }
  return events;
}

function scoreChangeText(previous: Game, next: Game): string | null {
  if (!announcesScores(next.league)) {
    // Two boards only tell who led before: a lead taken from a tie is not known to be a change.
    const before = leaderOf(previous.homeTeam.score ?? 0, previous.awayTeam.score ?? 0);
    const score = { home: next.homeTeam.score ?? 0, away: next.awayTeam.score ?? 0 };
    return leadChangeText(next, before, score, gameMoment(next));
  }
  const homeGain = (next.homeTeam.score ?? 0) - (previous.homeTeam.score ?? 0);
  const awayGain = (next.awayTeam.score ?? 0) - (previous.awayTeam.score ?? 0);
  const moment = gameMoment(next);
  if (homeGain > 0 && awayGain > 0) return scoreText("SCORE", next, "home", moment);
  if (homeGain > 0) return scoreText(scoreLabel(next.league, homeGain), next, "home", moment);
  if (awayGain > 0) return scoreText(scoreLabel(next.league, awayGain), next, "away", moment);
  return null;
}
