import { normalize, type NormalizedText } from "./normalize.ts";
import { addEvidence, CATEGORY_INDEX, type Scores } from "./score.ts";

/**
 * Spam heuristics beyond words: links, character and emoji floods, repeated text, shouting and
 * a user repeating their own recent messages. Each adds evidence to the spam score; only the
 * strong forms reach the 0.6 threshold alone, so "TOUCHDOWN!!!" and a single highlight link
 * pass while a wall of links or the same message five times does not.
 */

const SPAM = CATEGORY_INDEX.spam;
const URL =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]{2,}\.(?:com|net|org|io|ru|xyz|ly|gg|co|me|tv|info|biz|top|click|link|shop|site|online|live|bet|app|cc|tk)\b/g;
const SHORTENER = /\b(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|cutt\.ly|rb\.gy|is\.gd|shorturl\.at)\b/;
/**
 * Round 28: a link spaced out so the pattern above cannot read it ("w w w . s c a m . c o m",
 * "bit . ly / xyz", "h t t p s : / /"). Nobody spaces a link they mean to share openly, so it
 * blocks alone. A word, a spaced dot and a domain ending need a slash or the end after them:
 * "went 10 for 30 . top that" is a sentence.
 */
const DISGUISED_LINK =
  /\bw ?w ?w ?\. |h t t p (?:s )?: ?\/ ?\/|\b(?:[a-z0-9] ){2,}\. ?(?:c ?o ?m|n ?e ?t|o ?r ?g|x ?y ?z|t ?o ?p|l ?y)\b|\b[a-z0-9-]{2,} \. ?(?:com|net|org|io|ly|xyz|top|gg|tv|bet|live|site|click)(?= ?\/|$)/;
const EMOJI = /\p{Extended_Pictographic}/gu;
const HAS_NON_ASCII = /[\u0080-\uffff]/;

export const SPAM_WEIGHTS = {
  oneLink: 0.4,
  twoLinks: 0.6,
  manyLinks: 0.75,
  shortener: 0.35,
  longRun: 0.45,
  floodRun: 0.65,
  someEmoji: 0.4,
  emojiFlood: 0.65,
  lowDiversity: 0.6,
  repeatedSome: 0.4,
  repeatedFlood: 0.65,
  shouting: 0.25,
  longShouting: 0.4,
  duplicateOnce: 0.3,
  duplicateTwice: 0.6,
  duplicateMany: 0.85,
  disguisedLink: 0.75,
} as const;

function scoreLinks(lower: string, scores: Scores): void {
  if (!lower.includes(".") && !lower.includes(":")) return;
  if (DISGUISED_LINK.test(lower)) addEvidence(scores, SPAM, SPAM_WEIGHTS.disguisedLink);
  const links = lower.match(URL)?.length ?? 0;
  if (links === 0) return;
  const w = SPAM_WEIGHTS;
  addEvidence(scores, SPAM, links >= 3 ? w.manyLinks : links === 2 ? w.twoLinks : w.oneLink);
  if (SHORTENER.test(lower)) addEvidence(scores, SPAM, w.shortener);
}

/** Longest run of one character, distinct characters, and letter case counts in one pass. */
function scoreCharacters(text: string, scores: Scores): void {
  let longest = 0;
  let run = 0;
  let prev = -1;
  let upper = 0;
  let lowerCase = 0;
  const seen = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    run = c === prev ? run + 1 : 1;
    if (run > longest) longest = run;
    prev = c;
    if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lowerCase++;
    if (seen.size <= 6 && c !== 32) seen.add(c);
  }
  const w = SPAM_WEIGHTS;
  if (longest >= 50) addEvidence(scores, SPAM, w.floodRun);
  else if (longest >= 30) addEvidence(scores, SPAM, w.longRun);
  if (text.length >= 60 && seen.size <= 5) addEvidence(scores, SPAM, w.lowDiversity);
  const letters = upper + lowerCase;
  if (letters >= 20 && upper / letters >= 0.85) {
    addEvidence(scores, SPAM, letters >= 60 ? w.longShouting : w.shouting);
  }
  if (HAS_NON_ASCII.test(text)) {
    const emoji = text.match(EMOJI)?.length ?? 0;
    if (emoji >= 20) addEvidence(scores, SPAM, w.emojiFlood);
    else if (emoji >= 12) addEvidence(scores, SPAM, w.someEmoji);
  }
}

/** The same word or phrase over and over: the smallest period of the token sequence. */
function scoreRepetition(tokens: readonly string[], scores: Scores): void {
  const n = Math.min(tokens.length, 250);
  if (n < 10) return;
  for (let period = 1; period <= n / 5; period++) {
    let repeats = true;
    for (let i = period; i < n && repeats; i++) repeats = tokens[i] === tokens[i % period];
    if (!repeats) continue;
    const count = n / period;
    addEvidence(scores, SPAM, count >= 8 ? SPAM_WEIGHTS.repeatedFlood : SPAM_WEIGHTS.repeatedSome);
    return;
  }
}

/** How a message compares with another: its normalized words, or its trimmed text. */
export function duplicateKey(normalized: NormalizedText): string {
  return normalized.tokens.length > 0 ? normalized.tokens.join(" ") : normalized.lower.trim();
}

function scoreDuplicates(key: string, recentMessages: readonly string[], scores: Scores): void {
  if (key.length === 0) return;
  let duplicates = 0;
  for (const recent of recentMessages) {
    if (duplicateKey(normalize(recent)) === key) duplicates++;
  }
  if (duplicates === 0) return;
  const w = SPAM_WEIGHTS;
  addEvidence(
    scores,
    SPAM,
    duplicates >= 3 ? w.duplicateMany : duplicates === 2 ? w.duplicateTwice : w.duplicateOnce,
  );
}

export function scanSpam(
  text: string,
  normalized: NormalizedText,
  recentMessages: readonly string[] | undefined,
  scores: Scores,
): void {
  scoreLinks(normalized.lower, scores);
  scoreCharacters(text, scores);
  scoreRepetition(normalized.tokens, scores);
  if (recentMessages !== undefined && recentMessages.length > 0) {
    scoreDuplicates(duplicateKey(normalized), recentMessages, scores);
  }
}
