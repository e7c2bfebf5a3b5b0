import type { LeagueId } from "@huddle/contracts/sports-leagues";

/** Finals a league needs in the window before its own average sets the line. */
export const MIN_FINALS_FOR_AVERAGE = 20;
/** How far back the league average looks. */
export const AVERAGE_WINDOW_DAYS = 60;

/**
 * Typical totals when too few finals are stored (a fresh install): the simulator's model
 * (sports/README.md) and the real leagues agree on these. Only leagues with an over/under.
 */
const TYPICAL_TOTAL: Partial<Record<LeagueId, number>> = {
  nfl: 45,
  ncaafb: 55,
  nba: 225,
  ncaambb: 140,
  mls: 3,
};

/**
 * The over/under line of a game: the league's average final total over the last 60 days, or
 * its typical total with fewer than 20 finals, rounded down to the half point below (223.7 →
 * 223.5, 3 → 2.5) so a total never lands on the line.
 */
export function totalLine(
  league: LeagueId,
  sample: { average: number | null; games: number },
): number | null {
  const typical = TYPICAL_TOTAL[league];
  if (typical === undefined) return null;
  const average =
    sample.average !== null && sample.games >= MIN_FINALS_FOR_AVERAGE ? sample.average : typical;
  const line = Math.floor(average) + 0.5;
  return line > average ? line - 1 : line;
}
