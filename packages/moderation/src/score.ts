import { MODERATION_CATEGORIES, type ModerationCategory } from "@huddle/contracts/moderation";

export type Category = ModerationCategory;
export const CATEGORIES = MODERATION_CATEGORIES;
export const CATEGORY_COUNT = CATEGORIES.length;

/** Index of each category in a `Scores` array. */
export const CATEGORY_INDEX: Readonly<Record<Category, number>> = Object.fromEntries(
  CATEGORIES.map((category, index) => [category, index]),
) as Record<Category, number>;

/** One score 0..1 per category, indexed by CATEGORY_INDEX. */
export type Scores = Float64Array;

export function emptyScores(): Scores {
  return new Float64Array(CATEGORY_COUNT);
}

/**
 * Adds one piece of evidence. Evidence combines like independent probabilities (noisy-OR):
 * 1 − Π(1 − wᵢ). Two weak cues make a stronger one, nothing ever exceeds 1, and the order in
 * which cues are found does not matter.
 */
export function addEvidence(scores: Scores, index: number, weight: number): void {
  if (weight <= 0) return;
  const current = scores[index] ?? 0;
  scores[index] = 1 - (1 - current) * (1 - Math.min(weight, 1));
}

/** Scores as a record, rounded to two decimals. */
export function toRecord(scores: Scores): Record<Category, number> {
  const record = {} as Record<Category, number>;
  for (let i = 0; i < CATEGORY_COUNT; i++) {
    record[CATEGORIES[i] as Category] = round2(scores[i] ?? 0);
  }
  return record;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
