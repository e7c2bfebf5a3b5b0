import { CATEGORY_COUNT } from "../score.ts";
import { BUCKETS, featureScale, hashFeatures, MAX_FEATURES, namedFeatures } from "./features.ts";

/**
 * One-vs-rest logistic regression over hashed n-grams (features.ts). Weights are bucket-major
 * (the nine category weights of one bucket are adjacent), stored as 16-bit integers with one
 * scale per category: 4.7 MB on disk and in memory, one cache line per feature.
 */

export interface ModelMeta {
  /**
   * 2: word 3-grams and skip-bigrams joined the features (weights of version 1 read other buckets).
   * 3: semantic word-class features joined them (round 6).
   */
  readonly version: 3;
  readonly buckets: number;
  readonly categories: readonly string[];
  /** weight = int16 × scale[c]. */
  readonly scale: readonly number[];
  readonly bias: readonly number[];
  /** Per category, the probability picked on validation at which the category blocks. */
  readonly thresholds: readonly number[];
  readonly trainedAt: string;
}

export interface Classifier {
  readonly meta: ModelMeta;
  readonly weights: Int16Array;
}

export interface GramEvidence {
  readonly gram: string;
  readonly weight: number;
}

/** Scratch buffers, reused: predict() runs for every message and must not allocate. */
const buckets = new Int32Array(MAX_FEATURES);
const sums = new Float64Array(CATEGORY_COUNT);

/** Fills `out` with the per-category probabilities of the model tokens. */
export function predict(model: Classifier, tokens: readonly string[], out: Float64Array): void {
  const { weights, meta } = model;
  const count = hashFeatures(tokens, buckets);
  // A local, not the imported binding, in the hot loop: V8 re-checks module bindings.
  const stride = CATEGORY_COUNT;
  sums.fill(0);
  for (let i = 0; i < count; i++) {
    const base = (buckets[i] as number) * stride;
    for (let c = 0; c < stride; c++) {
      sums[c] = (sums[c] as number) + (weights[base + c] as number);
    }
  }
  const norm = featureScale(count);
  for (let c = 0; c < stride; c++) {
    const logit = (sums[c] as number) * (meta.scale[c] as number) * norm + (meta.bias[c] as number);
    out[c] = 1 / (1 + Math.exp(-logit));
  }
}

/**
 * Maps a probability onto the settings' scale: the validation threshold lands on the category's
 * default block line, and the rest is linear on either side. So a staff threshold above the
 * default makes the model stricter to trigger, below it more eager, as the slider suggests.
 */
export function toScore(probability: number, threshold: number, blockLine: number): number {
  if (probability <= threshold) return (probability / threshold) * blockLine;
  return blockLine + ((probability - threshold) / (1 - threshold)) * (1 - blockLine);
}

/** The n-grams that pushed category `c` up the most, strongest first. */
export function topGrams(
  model: Classifier,
  tokens: readonly string[],
  c: number,
  limit: number,
): GramEvidence[] {
  const totals = new Map<string, number>();
  for (const { bucket, gram } of namedFeatures(tokens)) {
    const weight =
      (model.weights[bucket * CATEGORY_COUNT + c] as number) * (model.meta.scale[c] as number);
    const key = gram.trim();
    totals.set(key, (totals.get(key) ?? 0) + weight);
  }
  return [...totals]
    .filter(([, weight]) => weight > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([gram, weight]) => ({ gram, weight: Math.round(weight * 100) / 100 }));
}

export function assertCompatible(meta: ModelMeta, categories: readonly string[]): void {
  if (
    meta.version !== 3 ||
    meta.buckets !== BUCKETS ||
    meta.categories.join() !== categories.join()
  ) {
    throw new Error("Moderation model does not match this build: run npm run train:moderation");
  }
}
