import { CATEGORY_COUNT } from "../src/score.ts";

/**
 * Picks each category's probability threshold on the validation split only. Objective per
 * category: recall on our own positives + 0.3 × recall on public positives − 150 × the
 * false-positive rate on our allow lines − 2 × that on public negatives. The target is ≤ 2%
 * false positives over nine categories together, so each category must stay near zero.
 */

export interface Scored {
  readonly probabilities: Float64Array;
  readonly positive: number;
  readonly known: number;
  readonly own: boolean;
  readonly isAllow: boolean;
}

/** One false positive in ~300 allow lines costs half the category's recall. */
const OWN_FALSE_POSITIVE_COST = 150;
const GRID_MIN = 0.05;
const GRID_MAX = 0.95;
const GRID_STEP = 0.01;

interface Counts {
  ownPos: number;
  ownHit: number;
  pubPos: number;
  pubHit: number;
  ownAllow: number;
  ownFalse: number;
  pubNeg: number;
  pubFalse: number;
}

function countAt(items: readonly Scored[], c: number, t: number): Counts {
  const n: Counts = {
    ownPos: 0,
    ownHit: 0,
    pubPos: 0,
    pubHit: 0,
    ownAllow: 0,
    ownFalse: 0,
    pubNeg: 0,
    pubFalse: 0,
  };
  for (const item of items) {
    if ((item.known & (1 << c)) === 0) continue;
    const hit = (item.probabilities[c] as number) >= t;
    const positive = ((item.positive >> c) & 1) === 1;
    if (item.own) {
      if (positive) {
        n.ownPos++;
        if (hit) n.ownHit++;
      } else if (item.isAllow) {
        n.ownAllow++;
        if (hit) n.ownFalse++;
      }
    } else if (positive) {
      n.pubPos++;
      if (hit) n.pubHit++;
    } else {
      n.pubNeg++;
      if (hit) n.pubFalse++;
    }
  }
  return n;
}

const rate = (a: number, b: number): number => (b === 0 ? 0 : a / b);

export function pickThresholds(items: readonly Scored[]): number[] {
  const thresholds: number[] = [];
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    let best = GRID_MAX;
    let bestValue = -Infinity;
    for (let t = GRID_MIN; t <= GRID_MAX + 1e-9; t += GRID_STEP) {
      const n = countAt(items, c, t);
      const value =
        rate(n.ownHit, n.ownPos) +
        0.3 * rate(n.pubHit, n.pubPos) -
        OWN_FALSE_POSITIVE_COST * rate(n.ownFalse, n.ownAllow) -
        2 * rate(n.pubFalse, n.pubNeg);
      // ≥: on a plateau take the highest threshold, the safer one.
      if (value >= bestValue) [best, bestValue] = [t, value];
    }
    thresholds.push(Math.round(best * 100) / 100);
  }
  return thresholds;
}
