import {
  CUSTOM_RULE_PATTERN_MAX_LENGTH,
  type CustomModerationRule,
  type CustomRuleAction,
} from "@huddle/contracts/moderation";
import { compileLinearRegex, type LinearRegex } from "./linear-regex.ts";
import { normalize } from "./normalize.ts";

/**
 * Staff-defined rules. A pattern is a case-insensitive substring, or a regular expression when
 * written between slashes (`/free\s+tickets?/`). Regexes run on the server for every message,
 * on a linear-time engine (RE2, linear-regex.ts); nested quantifiers and back-references are
 * still refused, as are invalid and over-long patterns; a refused rule never matches.
 */

interface CompiledRule {
  readonly id: string;
  readonly action: CustomRuleAction;
  readonly regex: LinearRegex | null;
  readonly literal: string;
  /** The pattern as normalized words, padded with spaces; "" when it has no words. */
  readonly words: string;
}

export interface CustomRuleMatch {
  readonly id: string;
  readonly action: CustomRuleAction;
}

const REGEX_FORM = /^\/(.+)\/([a-z]*)$/s;
/** A quantified group that itself contains a quantifier: (a+)+, (\w*x)*, (a|aa){2,}. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*(?:[+*]|\{\d+,\d*\})/;
const BACK_REFERENCE = /\\[1-9]|\\k</;
/** Longest text a custom regex is run on: the chat limit is 1000 characters. */
const MAX_SUBJECT = 2_000;

/** Why a pattern would be refused, or null when it is usable. For the admin API's validation. */
export function validateCustomRulePattern(pattern: string): string | null {
  const trimmed = pattern.trim();
  if (trimmed.length === 0) return "Please enter a pattern";
  if (trimmed.length > CUSTOM_RULE_PATTERN_MAX_LENGTH) {
    return `Pattern must be at most ${CUSTOM_RULE_PATTERN_MAX_LENGTH} characters`;
  }
  const form = REGEX_FORM.exec(trimmed);
  if (form === null) return null;
  const source = form[1] as string;
  if (NESTED_QUANTIFIER.test(source) || BACK_REFERENCE.test(source)) {
    return "Pattern is too complex (nested repetition or back-reference)";
  }
  try {
    compileLinearRegex(source);
  } catch {
    return "Pattern is not a valid regular expression";
  }
  return null;
}

function compileRule(rule: CustomModerationRule): CompiledRule | null {
  if (validateCustomRulePattern(rule.pattern) !== null) return null;
  const trimmed = rule.pattern.trim();
  const form = REGEX_FORM.exec(trimmed);
  if (form !== null) {
    return {
      id: rule.id,
      action: rule.action,
      regex: compileLinearRegex(form[1] as string),
      literal: "",
      words: "",
    };
  }
  const literal = trimmed.normalize("NFKC").toLowerCase();
  const tokens = normalize(trimmed).tokens;
  const words = tokens.length > 0 ? ` ${tokens.join(" ")} ` : "";
  return { id: rule.id, action: rule.action, regex: null, literal, words };
}

const cache = new WeakMap<readonly CustomModerationRule[], readonly CompiledRule[]>();

function compileRules(rules: readonly CustomModerationRule[]): readonly CompiledRule[] {
  let compiled = cache.get(rules);
  if (compiled === undefined) {
    compiled = rules.map(compileRule).filter((rule): rule is CompiledRule => rule !== null);
    cache.set(rules, compiled);
  }
  return compiled;
}

const SEVERITY: Readonly<Record<CustomRuleAction, number>> = { flag: 1, quarantine: 2, delete: 3 };

/**
 * The most severe matching rule (delete > quarantine > flag; first in list on ties). `lower` is
 * the NFKC lower-cased text, `words` the normalized tokens joined by spaces — so a literal
 * pattern also catches its obfuscated spellings.
 */
export function matchCustomRules(
  rules: readonly CustomModerationRule[],
  lower: string,
  words: string,
): CustomRuleMatch | undefined {
  let best: CompiledRule | undefined;
  const subject = lower.length > MAX_SUBJECT ? lower.slice(0, MAX_SUBJECT) : lower;
  const paddedWords = ` ${words} `;
  for (const rule of compileRules(rules)) {
    if (best !== undefined && SEVERITY[rule.action] <= SEVERITY[best.action]) continue;
    const hit =
      rule.regex !== null
        ? rule.regex.test(subject)
        : subject.includes(rule.literal) || (rule.words !== "" && paddedWords.includes(rule.words));
    if (hit) best = rule;
  }
  return best === undefined ? undefined : { id: best.id, action: best.action };
}
