import { CATEGORY_COUNT } from "../src/score.ts";

/**
 * Picks each category's probability threshold on our own validation lines only, for a
 * false-positive budget rather than F1: a family chat loses more from blocking real fans than
 * from missing a line a moderator can still flag. Start with every category just above its
 * highest-scoring allow line (the model adds no false positive), then greedily lower the
 * category that buys the most new blocked lines per new false positive, while the combined
 * filter (rules + model) stays within the budget on the allow lines.
 */

export interface Scored {
  readonly probabilities: Float64Array;
  readonly positive: number;
  readonly isAllow: boolean;
  /** The rules alone already block this line. */
  readonly rulesBlock: boolean;
}

/** At most 1% of allow lines blocked by rules and model together. */
export const FALSE_POSITIVE_BUDGET = 0.01;
/** No category blocks below this probability, however quiet its allow lines are. */
const MIN_THRESHOLD = 0.3;
const MAX_THRESHOLD = 0.99;
const EPSILON = 1e-4;
const LOOK_AHEAD = 12;

function blockedBy(item: Scored, thresholds: readonly number[], counted: Uint8Array): boolean {
  if (item.rulesBlock) return true;
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    if (counted[c] === 1 && (item.probabilities[c] as number) >= (thresholds[c] as number))
      return true;
  }
  return false;
}

/** Thresholds just above each distinct allow-line probability of category c, highest first. */
function steps(allow: readonly Scored[], c: number): number[] {
  const values = allow
    .map((item) => (item.probabilities[c] as number) + EPSILON)
    .filter((t) => t >= MIN_THRESHOLD && t <= MAX_THRESHOLD)
    .sort((a, b) => b - a);
  return [...new Set(values.map((t) => Math.round(t * 1e4) / 1e4)), MIN_THRESHOLD];
}

export function pickThresholds(items: readonly Scored[], counted: Uint8Array): number[] {
  const allow = items.filter((item) => item.isAllow);
  const block = items.filter((item) => !item.isAllow);
  const budget = Math.floor(FALSE_POSITIVE_BUDGET * allow.length);
  const ladders = Array.from({ length: CATEGORY_COUNT }, (_, c) => steps(allow, c));
  const position = new Array<number>(CATEGORY_COUNT).fill(0);
  const thresholds = ladders.map((ladder, c) => (counted[c] === 1 ? (ladder[0] as number) : 1));
  const count = (t: readonly number[], set: readonly Scored[]): number =>
    set.filter((item) => blockedBy(item, t, counted)).length;
  let falsePositives = count(thresholds, allow);
  let truePositives = count(thresholds, block);
  for (;;) {
    let best = -1;
    let bestRatio = 0;
    let bestFalse = 0;
    let bestTrue = 0;
    let bestPosition = 0;
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      if (counted[c] === 0) continue;
      const ladder = ladders[c] as number[];
      const from = position[c] as number;
      // Look a few steps down: the next allow line may buy nothing while the one after does.
      for (let p = from + 1; p < Math.min(ladder.length, from + 1 + LOOK_AHEAD); p++) {
        const trial = thresholds.slice();
        trial[c] = ladder[p] as number;
        const fp = count(trial, allow);
        if (fp > budget) break;
        const tp = count(trial, block);
        const ratio = (tp - truePositives) / Math.max(1, fp - falsePositives);
        if (ratio > bestRatio) {
          [best, bestRatio, bestFalse, bestTrue, bestPosition] = [c, ratio, fp, tp, p];
        }
      }
    }
    if (best === -1) break;
    position[best] = bestPosition;
    thresholds[best] = ladders[best]?.[bestPosition] as number;
    [falsePositives, truePositives] = [bestFalse, bestTrue];
  }
  return thresholds.map((t) => Math.round(Math.min(t, MAX_THRESHOLD) * 1e4) / 1e4);
}
