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
import { decide, FLAG_LINE, thresholdOf, type Decision } from "./decide.ts";
import { scanTokens } from "./detect-lexicon.ts";
import { scanSplitWords } from "./detect-split-words.ts";
import { phraseText, scanPhrases } from "./detect-phrases.ts";
import { scanPersonalInfo } from "./detect-personal-info.ts";
import { scanRawMarks, type RawMark } from "./detect-raw-marks.ts";
import { scanSpam } from "./detect-spam.ts";
import { explain, type Evidence } from "./explain.ts";
import { predict, toScore, type Classifier } from "./model/classifier.ts";
import { modelTokens } from "./model/features.ts";
import { MODEL_BLOCK_MIN_WORDS, modelBlockMask } from "./model/short-message.ts";
import { defaultModel } from "./model/load-model.ts";
import { normalize } from "./normalize.ts";
import { allowPlaceNames } from "./place-names.ts";
import {
  CATEGORIES,
  CATEGORY_COUNT,
  emptyScores,
  round2,
  toRecord,
  type Category,
  type Scores,
} from "./score.ts";

export type { Category } from "./score.ts";
export type { Decision } from "./decide.ts";
export type { Evidence } from "./explain.ts";

export interface ModerationOptions {
  /** AI moderation settings (spec 001 §3); defaults to spec 001 §9. */
  settings?: AiModerationSettings;
  /** Staff-defined rules, applied whether AI moderation is on or off. */
  customRules?: readonly CustomModerationRule[];
  /** Staff-allowed words or phrases that are never counted. Compiled once per array. */
  allowList?: readonly string[];
  /** The same user's recent messages in the room, newest last: repeats count as spam. */
  recentMessages?: readonly string[];
  /** The trained classifier; defaults to the committed one, `null` runs the rules alone. */
  model?: Classifier | null;
  /**
   * Whether the model alone may reach a category's block line. Default true: the model blocks
   * when its probability reaches the category's validation threshold (picked for a
   * false-positive budget, MODEL.md), and below that its score falls in the quarantine and flag
   * band (AI moderation on) for a moderator to decide. `false` keeps the model's score just
   * under the block line, so only the rules block (a staff threshold below the default block
   * line still lets the model block).
   */
  modelMayBlock?: boolean;
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
  /**
   * Why, for staff: per category named in `categories`, the rules' matched words and the
   * model's strongest n-grams with each source's score, strongest first. Empty when allowed.
   * Computed on first read (it costs more than the verdict), then kept.
   */
  readonly evidence: Evidence[];
}

const SPORTS_ONLY: readonly AllowMatcher[] = [SPORTS_ALLOW_LIST];
/** "Dick" followed by a capitalised word is a name: Dick Vitale, Dick's Sporting Goods. */
const DICK_AS_NAME = /\bDick(?:'s|s)?\s+[A-Z]/;

/**
 * Where the model's validation threshold sits on the settings' scale: the default block line of
 * each category (spec 001 §9, and the terms' lines for politics and religion). Moving a staff
 * threshold away from it moves the model's operating point with the rules'.
 */
const BLOCK_LINES = Float64Array.from(CATEGORIES, (category) =>
  thresholdOf(category, DEFAULT_AI_MODERATION_SETTINGS),
);

/**
 * Profanity is spelling, which the word lists own: the model's profanity output learned crude
 * tweets and scored mild words ("damn", "crap") the rules deliberately keep low, so it does not
 * count. Every other category takes the model's score.
 */
export const MODEL_COUNTS = Uint8Array.from(CATEGORIES, (category) =>
  category === "profanity" ? 0 : 1,
);

/**
 * With `modelMayBlock: false`, the model's score stops this fraction under the default block line:
 * 0.7 → 0.693, still over the flag line (0.4) and the default quarantine line (0.6).
 */
const REVIEW_GAP = 0.01;

/** When the model may block alone, by message length: see short-message.ts. */
export { MODEL_BLOCK_MIN_WORDS } from "./model/short-message.ts";

/**
 * A line shorter than MODEL_BLOCK_MIN_WORDS that the model may not block alone is one it often
 * misreads: nine of thirty friendly second-person lines written as a check ("you seeing
 * this?", "told you so", "you too mate") scored over the quarantine line. With AI moderation on, such a
 * score stops under the quarantine line, so the line is posted and flagged for a moderator
 * instead of held from the room; the rules still block or hold it on their own evidence.
 */
function flagOnlyCeiling(settings: AiModerationSettings): number {
  return Math.max(FLAG_LINE, settings.quarantineThreshold * (1 - REVIEW_GAP));
}

/**
 * Rules and model agreeing: when the rules already see a weak cue of a category (a listed word
 * or phrase scoring at least RULE_CUE_LINE, below its block line), the model needs
 * RULE_CUE_LOGITS less to block it. On validation (round 5) this added 0.9 points of recall and
 * no false positive; the rules alone and the model alone keep their own lines.
 */
export const RULE_CUE_LINE = 0.2;
export const RULE_CUE_LOGITS = 1;

/** The probability `logits` lower than `probability` (negative logits: higher). */
export function lowerByLogits(probability: number, logits: number): number {
  return 1 / (1 + Math.exp(logits - Math.log(probability / (1 - probability))));
}

export interface MessageScores {
  /** Combined: per category the higher of the rules' and the model's score. */
  scores: Scores;
  rules: Scores;
  model: Scores;
  words: string;
  lower: string;
  tokens: string[];
  allowed: Uint8Array | null;
  modelTokens: string[];
  /** Rule hits on the message as typed (explain.ts shows them as evidence). */
  rawMarks: RawMark[];
}

/**
 * Scores a message per category. Pure and deterministic. The rules see names and idioms
 * (allow-listed tokens never count); the model reads the same tokens with those and @mentions
 * masked, so it cannot undo the allow-list, and brings the meaning the word lists miss.
 */
export function scoreMessage(text: string, options: ModerationOptions = {}): MessageScores {
  const normalized = normalize(text);
  const { tokens, merged } = normalized;
  const matchers =
    options.allowList !== undefined && options.allowList.length > 0
      ? [SPORTS_ALLOW_LIST, compileCustomAllowList(options.allowList)]
      : SPORTS_ONLY;
  let allowed = markAllowed(tokens, matchers);
  if (DICK_AS_NAME.test(text)) allowed = allowName(tokens, allowed);
  allowed = allowPlaceNames(tokens, allowed);
  const rules = emptyScores();
  const triggered = scanTokens(tokens, merged, allowed, rules);
  const splitWords = scanSplitWords(tokens, allowed, normalized.handle, rules);
  const words = phraseText(tokens, allowed);
  if (triggered !== null) scanPhrases(words, triggered, rules);
  scanSpam(text, normalized, options.recentMessages, rules);
  const rawMarks = [...scanRawMarks(text, rules), ...scanPersonalInfo(text, rules), ...splitWords];
  const model = emptyScores();
  const masked = modelTokens(tokens, allowed, normalized.handle);
  const classifier = options.model === undefined ? defaultModel() : options.model;
  if (classifier !== null && masked.length > 0) {
    predict(classifier, masked, model);
    const thresholds = classifier.meta.thresholds;
    const mayBlock = options.modelMayBlock === false ? 0 : modelBlockMask(masked);
    const flagOnly =
      options.modelMayBlock !== false && masked.length < MODEL_BLOCK_MIN_WORDS
        ? flagOnlyCeiling(options.settings ?? DEFAULT_AI_MODERATION_SETTINGS)
        : 1;
    for (let c = 0; c < CATEGORY_COUNT; c++) {
      const blockLine = BLOCK_LINES[c] as number;
      const ceiling =
        (mayBlock >> c) & 1 ? blockLine : Math.min((1 - REVIEW_GAP) * blockLine, flagOnly);
      const threshold =
        (rules[c] as number) >= RULE_CUE_LINE
          ? lowerByLogits(thresholds[c] as number, RULE_CUE_LOGITS)
          : (thresholds[c] as number);
      model[c] =
        MODEL_COUNTS[c] === 1
          ? Math.min(toScore(model[c] as number, threshold, blockLine), ceiling)
          : 0;
    }
  }
  const scores = emptyScores();
  for (let c = 0; c < CATEGORY_COUNT; c++) {
    scores[c] = Math.max(rules[c] as number, model[c] as number);
  }
  return {
    scores,
    rules,
    model,
    words,
    lower: normalized.lower,
    tokens,
    allowed,
    modelTokens: masked,
    rawMarks,
  };
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
  const scored = scoreMessage(text, options);
  const { scores, words, lower } = scored;
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
    evidence: [],
  };
  if (outcome.decision !== "allow") {
    const model = options.model === undefined ? defaultModel() : options.model;
    let evidence: Evidence[] | undefined;
    Object.defineProperty(result, "evidence", {
      enumerable: true,
      get: () =>
        (evidence ??= outcome.categories.flatMap((category) => {
          const c = CATEGORIES.indexOf(category);
          return explain(category, scored.rules[c] as number, scored.model[c] as number, {
            ...scored,
            model,
          });
        })),
    });
  }
  if (outcome.matchedRule !== undefined) result.matchedRule = outcome.matchedRule;
  return result;
}
