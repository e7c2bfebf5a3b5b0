import {
  AI_MODERATION_CATEGORIES,
  CATEGORY_LABELS,
  MESSAGE_BLOCKED_TEXT,
  TERMS_CATEGORY_THRESHOLDS,
  type AiModerationCategory,
  type AiModerationSettings,
} from "@huddle/contracts/moderation";
import type { CustomRuleMatch } from "./custom-rules.ts";
import { CATEGORIES, CATEGORY_COUNT, type Category, type Scores } from "./score.ts";

export type Decision = "allow" | "flag" | "quarantine" | "block";

/** With AI moderation on, a top score at or above this line (and below every other) is flagged. */
export const FLAG_LINE = 0.4;

export interface DecisionOutcome {
  readonly decision: Decision;
  readonly categories: Category[];
  readonly reason: string;
  readonly matchedRule?: string;
}

const SEVERITY: Readonly<Record<Decision, number>> = { allow: 0, flag: 1, quarantine: 2, block: 3 };
const RULE_DECISION = { flag: "flag", quarantine: "quarantine", delete: "block" } as const;
const AI_SET: ReadonlySet<string> = new Set(AI_MODERATION_CATEGORIES);

function isAiCategory(category: Category): category is AiModerationCategory {
  return AI_SET.has(category);
}

/** The always-on block line of a category: the settings' threshold, or the terms' one. */
export function thresholdOf(category: Category, settings: AiModerationSettings): number {
  return isAiCategory(category)
    ? settings.categories[category].threshold
    : TERMS_CATEGORY_THRESHOLDS[category as "politics" | "religion"];
}

/** The highest-scoring category whose soft actions are enabled, and its score. */
function topSoftCategory(scores: Scores, settings: AiModerationSettings): [Category, number] {
  let best: Category = "toxicity";
  let bestScore = -1;
  for (let i = 0; i < CATEGORY_COUNT; i++) {
    const category = CATEGORIES[i] as Category;
    if (isAiCategory(category) && !settings.categories[category].enabled) continue;
    const score = scores[i] ?? 0;
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  return [best, bestScore];
}

function labelList(categories: readonly Category[]): string {
  return [...new Set(categories.map((c) => CATEGORY_LABELS[c]))].join(", ");
}

/** Filter verdict from the scores alone (before custom rules). */
function decideFromScores(scores: Scores, settings: AiModerationSettings): DecisionOutcome {
  const over: Category[] = [];
  for (let i = 0; i < CATEGORY_COUNT; i++) {
    const category = CATEGORIES[i] as Category;
    if ((scores[i] ?? 0) >= thresholdOf(category, settings) - 1e-9) over.push(category);
  }
  if (over.length > 0) {
    return {
      decision: "block",
      categories: over,
      reason: `${MESSAGE_BLOCKED_TEXT}: ${labelList(over)}`,
    };
  }
  if (!settings.enabled) return { decision: "allow", categories: [], reason: "Message allowed" };
  const [top, score] = topSoftCategory(scores, settings);
  const label = CATEGORY_LABELS[top];
  if (settings.autoDelete && score >= settings.autoDeleteThreshold) {
    return { decision: "block", categories: [top], reason: `${MESSAGE_BLOCKED_TEXT}: ${label}` };
  }
  if (settings.quarantineEnabled && score >= settings.quarantineThreshold) {
    return {
      decision: "quarantine",
      categories: [top],
      reason: `Message held for moderator review: ${label}`,
    };
  }
  if (score >= FLAG_LINE) {
    return {
      decision: "flag",
      categories: [top],
      reason: `Message flagged for moderators: ${label}`,
    };
  }
  return { decision: "allow", categories: [], reason: "Message allowed" };
}

const RULE_REASON: Readonly<Record<Decision, string>> = {
  allow: "Message allowed",
  flag: "Message flagged for moderators: community rule",
  quarantine: "Message held for moderator review: community rule",
  block: `${MESSAGE_BLOCKED_TEXT}: community rule`,
};

/**
 * Final decision. Severity order block > quarantine > flag > allow; a custom rule wins only when
 * it is strictly more severe than the filter's own verdict, and then names itself.
 */
export function decide(
  scores: Scores,
  settings: AiModerationSettings,
  rule: CustomRuleMatch | undefined,
): DecisionOutcome {
  const outcome = decideFromScores(scores, settings);
  if (rule === undefined) return outcome;
  const ruleDecision: Decision = RULE_DECISION[rule.action];
  if (SEVERITY[ruleDecision] <= SEVERITY[outcome.decision]) {
    return { ...outcome, matchedRule: rule.id };
  }
  return {
    decision: ruleDecision,
    categories: outcome.categories,
    reason: RULE_REASON[ruleDecision],
    matchedRule: rule.id,
  };
}
