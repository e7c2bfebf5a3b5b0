import type { ModerationCategory } from "@huddle/contracts/moderation";

/** Normalized term → weight 0..1 for one category. */
export type TermWeights = Readonly<Record<string, number>>;

/**
 * A multi-word pattern run on the normalized phrase text (tokens joined by single spaces,
 * allow-listed tokens replaced by "_"). It only runs when one of its trigger tokens occurs, so
 * the common clean message costs no regex work at all.
 */
export interface PhrasePattern {
  readonly category: ModerationCategory;
  readonly weight: number;
  readonly triggers: readonly string[];
  readonly re: RegExp;
}

/** One category's vocabulary: single tokens and phrases. */
export interface CategoryLexicon {
  readonly category: ModerationCategory;
  readonly terms: TermWeights;
  readonly phrases: readonly PhrasePattern[];
}

/** Builds patterns of one category; `source` is matched on word boundaries. */
export function phrases(
  category: ModerationCategory,
  list: readonly (readonly [weight: number, triggers: string, source: string])[],
): PhrasePattern[] {
  return list.map(([weight, triggers, source]) => ({
    category,
    weight,
    triggers: triggers.split(" "),
    re: new RegExp(`(?:^| )(?:${source})(?= |$)`),
  }));
}
