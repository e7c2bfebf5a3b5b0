import {
  CATEGORY_LABELS,
  DEFAULT_AI_MODERATION_SETTINGS,
  type AiModerationSettings,
  type CustomModerationRule,
} from "@huddle/contracts/moderation";
import {
  compileCustomAllowList,
  markAllowed,
  SPORTS_ALLOW_LIST,
  type AllowMatcher,
} from "./allow-list.ts";
import { matchCustomRules } from "./custom-rules.ts";
import { decide, type Decision } from "./decide.ts";
import { scanTokens } from "./detect-lexicon.ts";
import { phraseText, scanPhrases } from "./detect-phrases.ts";
import { scanSpam } from "./detect-spam.ts";
import { normalize } from "./normalize.ts";
import { emptyScores, round2, toRecord, type Category, type Scores } from "./score.ts";

export type { Category } from "./score.ts";
export type { Decision } from "./decide.ts";

export interface ModerationOptions {
  /** AI moderation settings (spec 001 §3); defaults to spec 001 §9. */
  settings?: AiModerationSettings;
  /** Staff-defined rules, applied whether AI moderation is on or off. */
  customRules?: readonly CustomModerationRule[];
  /** Staff-allowed words or phrases that are never counted. Compiled once per array. */
  allowList?: readonly string[];
  /** The same user's recent messages in the room, newest last: repeats count as spam. */
  recentMessages?: readonly string[];
}

export interface ModerationResult {
  decision: Decision;
  /** Categories that caused the decision: at or above their threshold, or the AI soft action's. */
  categories: Category[];
  /** User-facing labels of `categories` (spec 000 §8), unique. */
  labels: string[];
  scores: Record<Category, number>;
  /** Highest category score, two decimals. */
  toxicityScore: number;
  /** One sentence for the user, e.g. "Message blocked by content filter: Offensive Language". */
  reason: string;
  /** Id of the custom rule that matched, if any. */
  matchedRule?: string;
}

const SPORTS_ONLY: readonly AllowMatcher[] = [SPORTS_ALLOW_LIST];
/** "Dick" followed by a capitalised word is a name: Dick Vitale, Dick's Sporting Goods. */
const DICK_AS_NAME = /\bDick(?:'s|s)?\s+[A-Z]/;

/** Scores a message per category. Pure and deterministic. */
export function scoreMessage(
  text: string,
  options: ModerationOptions = {},
): { scores: Scores; words: string; lower: string } {
  const normalized = normalize(text);
  const { tokens, merged } = normalized;
  const matchers =
    options.allowList !== undefined && options.allowList.length > 0
      ? [SPORTS_ALLOW_LIST, compileCustomAllowList(options.allowList)]
      : SPORTS_ONLY;
  let allowed = markAllowed(tokens, matchers);
  if (DICK_AS_NAME.test(text)) allowed = allowName(tokens, allowed);
  const scores = emptyScores();
  const triggered = scanTokens(tokens, merged, allowed, scores);
  const words = phraseText(tokens, allowed);
  if (triggered !== null) scanPhrases(words, triggered, scores);
  scanSpam(text, normalized, options.recentMessages, scores);
  return { scores, words, lower: normalized.lower };
}

function allowName(tokens: readonly string[], allowed: Uint8Array | null): Uint8Array {
  const out = allowed ?? new Uint8Array(tokens.length);
  tokens.forEach((token, i) => {
    if (token === "dick" || token === "dicks") out[i] = 1;
  });
  return out;
}

/**
 * The content filter: always on. Blocks a message when any category reaches its threshold;
 * with AI moderation enabled adds auto-delete, quarantine and flag below that line; custom
 * rules apply in both modes. See docs/moderation.md for the decision rules.
 */
export function moderate(text: string, options: ModerationOptions = {}): ModerationResult {
  const settings = options.settings ?? DEFAULT_AI_MODERATION_SETTINGS;
  const { scores, words, lower } = scoreMessage(text, options);
  const rule =
    options.customRules !== undefined && options.customRules.length > 0
      ? matchCustomRules(options.customRules, lower, words)
      : undefined;
  const outcome = decide(scores, settings, rule);
  let top = 0;
  for (const score of scores) top = Math.max(top, score);
  const result: ModerationResult = {
    decision: outcome.decision,
    categories: outcome.categories,
    labels: [...new Set(outcome.categories.map((c) => CATEGORY_LABELS[c]))],
    scores: toRecord(scores),
    toxicityScore: round2(top),
    reason: outcome.reason,
  };
  if (outcome.matchedRule !== undefined) result.matchedRule = outcome.matchedRule;
  return result;
}
