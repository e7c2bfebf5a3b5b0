import { ordinal } from "./timed-rules.ts";
import { halfInningRuns } from "./scoring-models.ts";
import type { SimRng } from "./sim-rng.ts";
import type { Side, SimSnapshot } from "./sim-types.ts";

/**
 * Baseball: nine innings of top (away bats) and bottom (home bats) halves, about 8.5 real
 * minutes each; the bottom of the 9th is skipped when the home side leads, a home lead in the
 * bottom of the 9th or later ends the game at once (walk-off), and a tie goes to extra innings.
 * No clock: the detail is 'Top 5th' / 'Bot 5th', the period is the inning.
 */
export const HALF_INNING_MS = 8.5 * 60_000;
const MAX_INNINGS = 20;

export function simulateBaseballGame(rng: SimRng, elapsedMs: number): SimSnapshot {
  const plays: SimSnapshot["plays"] = [];
  const runs = { home: 0, away: 0 };
  const snap = (
    phase: SimSnapshot["phase"],
    detail: string,
    inning: number | null,
  ): SimSnapshot => ({
    phase,
    status:
      phase === "pre"
        ? "STATUS_SCHEDULED"
        : phase === "final"
          ? "STATUS_FINAL"
          : "STATUS_IN_PROGRESS",
    detail,
    period: inning,
    clock: null,
    home: runs.home,
    away: runs.away,
    plays,
    periodEnds: [],
  });
  if (elapsedMs < 0) return snap("pre", "", null);

  for (let inning = 1; inning <= MAX_INNINGS; inning += 1) {
    for (const side of ["away", "home"] as const) {
      const half = side === "away" ? "Top" : "Bot";
      const detail = `${half} ${ordinal(inning)}`;
      // The home side leads after the top of the 9th: no need for the bottom half.
      if (side === "home" && inning === 9 && runs.home > runs.away)
        return snap("final", "Final", 9);
      const start = ((inning - 1) * 2 + (side === "home" ? 1 : 0)) * HALF_INNING_MS;
      const halfRng = rng.fork(`${inning}:${side}`);
      let scored = halfInningRuns(halfRng, inning > 9);
      if (inning === MAX_INNINGS && side === "home" && runs.home <= runs.away)
        scored = runs.away - runs.home + 1;
      const walkOff = side === "home" && inning >= 9 && runs.home + scored > runs.away;
      if (walkOff) scored = Math.min(scored, scored >= 4 ? 4 : runs.away - runs.home + 1);
      const at = start + (0.2 + halfRng.next() * 0.75) * HALF_INNING_MS;
      if (elapsedMs < start + HALF_INNING_MS && (scored === 0 || elapsedMs < at))
        return snap("live", detail, inning);
      if (scored > 0) {
        runs[side] += scored;
        plays.push(runPlay(at, side, scored, walkOff, runs, detail, inning));
        if (walkOff) return snap("final", finalDetail(inning), inning);
      }
      if (elapsedMs < start + HALF_INNING_MS) return snap("live", detail, inning);
    }
    if (inning >= 9 && runs.home !== runs.away) return snap("final", finalDetail(inning), inning);
  }
  return snap("final", finalDetail(MAX_INNINGS), MAX_INNINGS);
}

function finalDetail(innings: number): string {
  return innings > 9 ? `Final/${innings}` : "Final";
}

function runPlay(
  atMs: number,
  side: Side,
  runs: number,
  walkOff: boolean,
  total: { home: number; away: number },
  moment: string,
  inning: number,
): SimSnapshot["plays"][number] {
  const label = walkOff ? "WALK-OFF" : runs === 1 ? "RUN SCORES" : `${runs} RUNS SCORE`;
  return {
    atMs,
    side,
    points: runs,
    label,
    home: total.home,
    away: total.away,
    moment,
    period: inning,
  };
}
