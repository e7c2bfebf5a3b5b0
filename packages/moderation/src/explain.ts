import { lookupToken } from "./detect-lexicon.ts";
import type { RawMark } from "./detect-raw-marks.ts";
import { PATTERN_CATEGORY, PATTERNS } from "./lexicon/compiled.ts";
import { topGrams, type Classifier } from "./model/classifier.ts";
import { CATEGORY_INDEX, round2, type Category } from "./score.ts";

/**
 * Why a category scored: the listed words and phrases the rules matched, and the n-grams that
 * pushed the model up. Computed only for messages that are not simply allowed, so the common
 * path pays nothing for it.
 */

export interface Evidence {
  readonly category: Category;
  readonly source: "rules" | "model";
  /** This source's score for the category, on the settings' 0..1 scale. */
  readonly score: number;
  /** Rule: matched words/phrases. Model: its strongest n-grams. */
  readonly matches: string[];
}

const MAX_MATCHES = 3;

export function ruleMatches(
  tokens: readonly string[],
  allowed: Uint8Array | null,
  words: string,
  category: Category,
  rawMarks: readonly RawMark[] = [],
): string[] {
  const index = CATEGORY_INDEX[category];
  const matches = new Set<string>();
  for (const mark of rawMarks) if (mark.category === index) matches.add(mark.match);
  tokens.forEach((token, i) => {
    if (allowed?.[i] === 1) return;
    const hits = lookupToken(token);
    if (hits === undefined) return;
    for (let h = 0; h < hits.length; h += 2) if (hits[h] === index) matches.add(token);
  });
  PATTERNS.forEach((pattern, p) => {
    if (PATTERN_CATEGORY[p] !== index) return;
    const found = pattern.re.exec(words);
    if (found !== null) matches.add(found[0].trim());
  });
  return [...matches].slice(0, MAX_MATCHES);
}

export function explain(
  category: Category,
  ruleScore: number,
  modelScore: number,
  detail: {
    tokens: readonly string[];
    allowed: Uint8Array | null;
    words: string;
    modelTokens: readonly string[];
    model: Classifier | null;
    rawMarks: readonly RawMark[];
  },
): Evidence[] {
  const evidence: Evidence[] = [];
  if (ruleScore > 0) {
    const matches = ruleMatches(
      detail.tokens,
      detail.allowed,
      detail.words,
      category,
      detail.rawMarks,
    );
    evidence.push({ category, source: "rules", score: round2(ruleScore), matches });
  }
  if (detail.model !== null && modelScore > 0) {
    const grams = topGrams(detail.model, detail.modelTokens, CATEGORY_INDEX[category], MAX_MATCHES);
    evidence.push({
      category,
      source: "model",
      score: round2(modelScore),
      matches: grams.map((g) => g.gram),
    });
  }
  return evidence.sort((a, b) => b.score - a.score);
}
