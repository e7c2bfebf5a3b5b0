import {
  EMBEDDED,
  EMBEDDED_TERM,
  MASKABLE,
  MERGED_PHRASES,
  MIN_STEM_LENGTH,
  SQUEEZED_TERMS,
  SUFFIXES,
  TERMS,
  TRIGGERS,
  type Hits,
} from "./lexicon/compiled.ts";
import { squeeze } from "./normalize.ts";
import { addEvidence, type Scores } from "./score.ts";

/**
 * Finds the listed term a token stands for: exactly, as an inflection of a listed stem, as a
 * stretched spelling, or masked with asterisks.
 */
export function lookupToken(token: string): Hits | undefined {
  const exact = TERMS.get(token);
  if (exact !== undefined) return exact;
  if (token.includes("*")) return lookupMasked(token);
  const stem = lookupStem(token, TERMS);
  if (stem !== undefined) return stem;
  const squeezed = squeeze(token);
  if (squeezed === token) return undefined;
  return (
    SQUEEZED_TERMS.get(squeezed) ??
    lookupStem(squeezed, SQUEEZED_TERMS) ??
    lookupTrailingStretch(token, squeezed)
  );
}

/**
 * "wtfff", "stfuuu": a short listed term with its last letter held. Only at the end, and only
 * for terms too short for the squeezed table (whose collisions it avoids).
 */
function lookupTrailingStretch(token: string, squeezed: string): Hits | undefined {
  if (squeezed.length !== 3 || !token.startsWith(squeezed)) return undefined;
  return TERMS.get(squeezed);
}

/** A listed term as written or inflected; no stretched or masked spellings. */
export function lookupPlainTerm(token: string): Hits | undefined {
  return TERMS.get(token) ?? lookupStem(token, TERMS);
}

function lookupStem(token: string, table: ReadonlyMap<string, Hits>): Hits | undefined {
  for (const suffix of SUFFIXES) {
    if (token.length - suffix.length < MIN_STEM_LENGTH || !token.endsWith(suffix)) continue;
    const hits = table.get(token.slice(0, token.length - suffix.length));
    if (hits !== undefined) return hits;
  }
  return undefined;
}

/**
 * "f**k", "sh*t", "f***": same length and first letter as a maskable term, letters agree; also
 * inflected, with the mask in the stem ("b*tches", "a**holes", "f**kers", "sh*tting"), and
 * inside a compound ("sh*tshow", "d*ckhead", "horsesh*t"): a masked word is never innocent.
 */
function lookupMasked(token: string): Hits | undefined {
  if (FULLY_MASKED_SWEAR.test(token)) return TERMS.get("fucking");
  const whole = lookupMaskedTerm(token);
  if (whole !== undefined) return whole;
  for (const suffix of SUFFIXES) {
    if (!token.endsWith(suffix)) continue;
    const stem = token.slice(0, token.length - suffix.length);
    if (stem.length < MIN_STEM_LENGTH || !stem.includes("*")) continue;
    const hits = lookupMaskedTerm(stem) ?? lookupMaskedTerm(undoubled(stem));
    if (hits !== undefined) return hits;
  }
  return lookupMaskedPart(token);
}

/**
 * Four stars and a verb ending ("****ing refs", "****in hell") stand for one word only; no
 * letter is shown, so the masked-term match above cannot read it (round 26).
 */
const FULLY_MASKED_SWEAR = /^\*{4}(?:ing|in|ed|er|ers)$/;

/** "sh*tt" (of "sh*tting") → "sh*t": inflection doubles the stem's last consonant. */
function undoubled(stem: string): string {
  const last = stem.length - 1;
  return stem.charAt(last) === stem.charAt(last - 1) ? stem.slice(0, last) : stem;
}

/**
 * A masked term at the start or the end of a longer token, the other part all letters: the
 * masked part has at least MIN_MASKED_PART characters, the other at least MIN_OTHER_PART
 * ("dogsh*t", "sh*tshow").
 */
function lookupMaskedPart(token: string): Hits | undefined {
  for (let split = MIN_OTHER_PART; split <= token.length - MIN_OTHER_PART; split++) {
    const head = token.slice(0, split);
    const tail = token.slice(split);
    const hits =
      (head.length >= MIN_MASKED_PART && head.includes("*") && ALL_LETTERS.test(tail)
        ? lookupMaskedTerm(head)
        : undefined) ??
      (tail.length >= MIN_MASKED_PART && tail.includes("*") && ALL_LETTERS.test(head)
        ? lookupMaskedTerm(tail)
        : undefined);
    if (hits !== undefined) return hits;
  }
  return undefined;
}

/** The shortest part of a compound read as a masked term: "sh*t" in "sh*tshow", not "f*g". */
const MIN_MASKED_PART = 4;
/** The shortest other part: "dog" of "dogsh*t"; "a" of "ash*t" says nothing. */
const MIN_OTHER_PART = 3;
const ALL_LETTERS = /^[a-z]+$/;

function lookupMaskedTerm(token: string): Hits | undefined {
  const trimmed = token.replace(/^\*+|\*+$/g, "");
  if (trimmed.length > 0 && !trimmed.includes("*")) {
    const hits = TERMS.get(trimmed);
    if (hits !== undefined && token.charAt(0) !== "*") return hits;
  }
  const first = token.charAt(0);
  if (first === "*") return undefined;
  const shown = token.replaceAll("*", "").length;
  for (const term of MASKABLE) {
    if (term.length !== token.length || term.charAt(0) !== first) continue;
    // "f**" says too little to be read as "fag"; "f*g" does not.
    if (term.length <= 3 && shown < 2) continue;
    let same = true;
    for (let i = 1; i < term.length && same; i++) {
      const ch = token.charAt(i);
      same = ch === "*" || ch === term.charAt(i);
    }
    if (same) return TERMS.get(term);
  }
  return undefined;
}

function lookupEmbedded(token: string): Hits | undefined {
  const match = EMBEDDED.exec(token);
  if (match === null) return undefined;
  const term = EMBEDDED_TERM[match[0]] ?? match[0];
  return TERMS.get(term);
}

function applyHits(scores: Scores, hits: Hits): void {
  for (let h = 0; h < hits.length; h += 2) {
    addEvidence(scores, hits[h] as number, hits[h + 1] as number);
  }
}

function scanMerged(token: string, scores: Scores): void {
  for (const [re, category, weight] of MERGED_PHRASES) {
    if (re.test(token)) addEvidence(scores, category, weight);
  }
}

/**
 * Scores every token that is not allow-listed and collects the phrase patterns its words
 * trigger. Returns the pattern indexes to run, or null when there are none.
 */
export function scanTokens(
  tokens: readonly string[],
  merged: readonly boolean[],
  allowed: Uint8Array | null,
  scores: Scores,
): Set<number> | null {
  let triggered: Set<number> | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (allowed !== null && allowed[i] === 1) continue;
    const token = tokens[i] as string;
    const patterns = TRIGGERS.get(token);
    if (patterns !== undefined) {
      triggered ??= new Set();
      for (const p of patterns) triggered.add(p);
    }
    if (token.length < 2) continue;
    let hits = lookupToken(token);
    if (hits === undefined && (token.length >= 5 || merged[i] === true)) {
      hits = lookupEmbedded(token);
    }
    if (hits !== undefined) applyHits(scores, hits);
    if (merged[i] === true) scanMerged(token, scores);
  }
  return triggered;
}
