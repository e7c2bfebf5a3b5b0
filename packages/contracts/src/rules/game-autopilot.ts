/**
 * Issue 15 §3: the room follows the game. When a close game reaches its crunch time, its game
 * room and both sideline rooms turn slow mode on by themselves; at the final it goes off again,
 * and the sideline rooms lock an hour later. Every number of that lives here, per league, so a
 * change of mind is one line (and the server and the web read the same table).
 */
import type { LeagueId } from "../sports-leagues.ts";

/** The fields of a game the rule reads; a full `Game` (sports.ts) fits. */
export interface CrunchTimeInput {
  league: LeagueId;
  state: "pre" | "in" | "post";
  /** Quarter, half, period or inning; overtime and extra innings continue the count. */
  period: number | null;
  /** Soccer's counting-up clock ("88'", "90'+3'"); ignored by the other sports. */
  clock: string | null;
  /** The countdown of timed sports ('1:58'); null for baseball and soccer. */
  timeRemaining: string | null;
  homeTeam: { score: number | null };
  awayTeam: { score: number | null };
}

/** When a league's game is "late": the countdown, soccer's minute, or baseball's inning. */
type LateRule =
  | { kind: "countdown"; lastPeriod: number; secondsLeft: number }
  | { kind: "minute"; lastPeriod: number; fromMinute: number }
  | { kind: "inning"; lastInning: number };

export interface AutopilotRule {
  late: LateRule;
  /** The game is close while the margin is at most this many points, runs or goals. */
  maxMargin: number;
  /** The slow mode the autopilot sets, in seconds between one fan's messages. */
  slowModeSeconds: number;
}

const TWO_MINUTES = 120;

/**
 * Per league (docs/decisions.md "Game-state autopilot"): football is close within one score
 * (8 points), basketball within two possessions (6), hockey and soccer within a goal, baseball in
 * a save situation (3 runs). Football and baseball get longer gaps: the play stops between
 * downs and pitches, and a 15 s gap still lets every fan react to each one.
 */
export const AUTOPILOT_RULES: Record<LeagueId, AutopilotRule> = {
  nfl: {
    late: { kind: "countdown", lastPeriod: 4, secondsLeft: TWO_MINUTES },
    maxMargin: 8,
    slowModeSeconds: 15,
  },
  ncaafb: {
    late: { kind: "countdown", lastPeriod: 4, secondsLeft: TWO_MINUTES },
    maxMargin: 8,
    slowModeSeconds: 15,
  },
  nba: {
    late: { kind: "countdown", lastPeriod: 4, secondsLeft: TWO_MINUTES },
    maxMargin: 6,
    slowModeSeconds: 10,
  },
  // College basketball plays two halves.
  ncaambb: {
    late: { kind: "countdown", lastPeriod: 2, secondsLeft: TWO_MINUTES },
    maxMargin: 6,
    slowModeSeconds: 10,
  },
  nhl: {
    late: { kind: "countdown", lastPeriod: 3, secondsLeft: TWO_MINUTES },
    maxMargin: 1,
    slowModeSeconds: 10,
  },
  // The last five minutes of the second half, stoppage time included.
  mls: {
    late: { kind: "minute", lastPeriod: 2, fromMinute: 85 },
    maxMargin: 1,
    slowModeSeconds: 10,
  },
  mlb: { late: { kind: "inning", lastInning: 9 }, maxMargin: 3, slowModeSeconds: 15 },
};

/** How long after the final a sideline room turns read-only. */
export const SIDELINE_LOCK_AFTER_MS = 60 * 60 * 1000;

/** '1:58' → 118; '0:07.3' → 7; null when there is no countdown. */
function countdownSeconds(text: string | null): number | null {
  const match = /^(\d+):(\d{1,2})(?:\.\d+)?$/.exec(text?.trim() ?? "");
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "88'" → 88; "90'+3'" → 93; null when there is no minute. */
function soccerMinute(text: string | null): number | null {
  const match = /^(\d+)'(?:\+(\d+)')?$/.exec(text?.trim() ?? "");
  return match ? Number(match[1]) + Number(match[2] ?? 0) : null;
}

function isLate(late: LateRule, game: CrunchTimeInput): boolean {
  const period = game.period ?? 0;
  switch (late.kind) {
    case "countdown": {
      // Overtime counts on (period 5 in the NFL): every overtime period is crunch time too.
      if (period < late.lastPeriod) return false;
      const left = countdownSeconds(game.timeRemaining);
      return left !== null && left <= late.secondsLeft;
    }
    case "minute": {
      if (period < late.lastPeriod) return false;
      const minute = soccerMinute(game.clock);
      return minute !== null && minute >= late.fromMinute;
    }
    case "inning":
      return period >= late.lastInning;
  }
}

/** Whether a live game is late and close by its league's rule: the autopilot's slow mode. */
export function isCrunchTime(game: CrunchTimeInput): boolean {
  if (game.state !== "in") return false;
  const rule = AUTOPILOT_RULES[game.league];
  const { score: home } = game.homeTeam;
  const { score: away } = game.awayTeam;
  if (home === null || away === null) return false;
  return Math.abs(home - away) <= rule.maxMargin && isLate(rule.late, game);
}
