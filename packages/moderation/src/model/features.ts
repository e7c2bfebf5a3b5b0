/**
 * Hashed features of the normalized tokens: word 1-, 2- and 3-grams and skip-bigrams ("go … yourself",
 * the middle word left out), character 3–5-grams of the
 * token text (" tok1 tok2 … ", allow-listed tokens as "_"), each word joined with who the
 * message is aimed at (see TARGETS), and the same n-grams with words replaced by their semantic
 * class where they have one (word-classes.ts; see CLASS_SALT). Each feature is hashed with FNV-1a, its kind and length
 * mixed in, into 2^HASH_BITS buckets. Training and inference share this
 * file, so a weight learned for an n-gram is found again at run time.
 *
 * Character grams are hashed while sliding (no substrings are built): the common path costs a
 * few hundred multiplications per message.
 */

import { CLASS_NAMES, wordClass } from "./word-class-index.ts";
import { HANDLE_REST, HANDLE_START } from "../normalize.ts";

export const HASH_BITS = 20;
export const BUCKETS = 1 << HASH_BITS;
const SHIFT = 32 - HASH_BITS;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Seeds keep word and character grams of equal spelling apart. */
const WORD_SEED = 0x9e3779b1;
const BIGRAM_SEED = 0x85ebca77;
const TRIGRAM_SEED = 0xc2b2ae3d;
const SKIP_SEED = 0x27d4eb2f;
const MIN_CHAR_GRAM = 3;
const MAX_CHAR_GRAM = 5;
/** The model reads at most this many characters; longer messages are rare and rules catch spam. */
const MAX_CHARS = 600;
const ALLOWED_TOKEN = "_";

/**
 * Who a message is aimed at. A linear model over words alone cannot tell "you are a clown"
 * from "their kicker is a clown" (trash talk about a team) or "she is thick" from "the steak is
 * thick": when a message addresses a chatter ("you"…) or talks about a person ("she"/"he"…),
 * every word is emitted a second time joined with that target, so the model can weigh "clown"
 * aimed at a chatter differently from "clown" on its own. Salts 16+ keep them apart.
 */
const TARGETS: readonly (readonly string[])[] = [
  ["you", "u", "ya", "yu", "yall", "youre", "ur", "your", "yourself", "urself", "ure"],
  ["she", "her", "hers", "shes", "herself"],
  ["he", "him", "his", "hes", "himself"],
];
const TARGET_OF = new Map<string, number>(
  TARGETS.flatMap((words, target) => words.map((word) => [word, target] as const)),
);
const TARGET_NAMES = ["you", "she", "he"] as const;
const TARGET_SALT = 16;
/** Scratch: the word hash and the class (-1: none) of each token read. */
const wordHashes = new Int32Array(MAX_CHARS);
const wordClasses = new Int32Array(MAX_CHARS);

/**
 * Class features (round 6): for each word with a class, the class itself; every bigram, trigram
 * and skip-bigram that holds at least one classed word, with classed words replaced by their
 * class ("you absolute <insult_noun>", "<violence_verb> the <sports_role>"); and each class
 * joined with the message's targets. So an insult noun the model never saw fires like those it
 * did, while the word's own n-grams keep what was learned about it. Salts 32–35 and 36+target.
 */
const CLASS_SEED = 0x165667b1;
const CLASS_SALT = 32;
const CLASS_TARGET_SALT = 36;
const CLASS_TAG: readonly string[] = CLASS_NAMES.map((name) => `<${name}>`);
const classHashes = Int32Array.from(CLASS_NAMES, (name) => hashString(CLASS_SEED, name));

function step(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

function finish(hash: number, salt: number): number {
  return Math.imul(hash ^ salt, FNV_PRIME) >>> SHIFT;
}

function hashString(seed: number, text: string): number {
  let h = FNV_OFFSET ^ seed;
  for (let i = 0; i < text.length; i++) h = step(h, text.charCodeAt(i));
  return h;
}

/**
 * The token text the model reads: allow-listed names and idioms become "_", and so does an
 * @mention, as one name however many parts it has ("@fan_07" → "_"). A username is whatever its
 * owner picked (and passed the filter at registration): read as n-grams, its letters made the
 * verdict on "@fan_1a2b look at this" depend on the name, and its parts counted as words toward
 * the length the model needs to block alone (short-message.ts).
 */
export function modelTokens(
  tokens: readonly string[],
  allowed: Uint8Array | null,
  handle: Uint8Array | null,
): string[] {
  if (allowed === null && handle === null) return tokens as string[];
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (handle?.[i] === HANDLE_REST) return;
    out.push(allowed?.[i] === 1 || handle?.[i] === HANDLE_START ? ALLOWED_TOKEN : token);
  });
  return out;
}

/**
 * Most features a message can have: word 1–3-grams and skip-bigrams of at most MAX_CHARS/2 tokens plus three
 * character grams per character.
 */
export const MAX_FEATURES =
  2 * MAX_CHARS + 3 * (MAX_CHARS + 2) + ((TARGETS.length * 2 + 4) * MAX_CHARS) / 2;

/**
 * Feature values are 1/√(feature count), so a message's logit does not grow with its length;
 * the count is floored because a one-word message ("bro", "bet") would otherwise put the whole
 * weight of a handful of n-grams on one verdict: on validation such lines scored 0.8–0.9 and
 * set the thresholds.
 */
const MIN_NORM_FEATURES = 40;

export function featureScale(count: number): number {
  return count > 0 ? 1 / Math.sqrt(Math.max(count, MIN_NORM_FEATURES)) : 0;
}

/** Whether a message speaks to someone: one of its tokens is a "you" word. */
export function addressesChatter(tokens: readonly string[]): boolean {
  return (targetsOf(tokens, tokens.length) & 1) !== 0;
}

/** Bit t set: the first `count` tokens name target t. */
function targetsOf(tokens: readonly string[], count: number): number {
  let found = 0;
  for (let i = 0; i < count; i++) {
    const target = TARGET_OF.get(tokens[i] as string);
    if (target !== undefined) found |= 1 << target;
  }
  return found;
}

/**
 * Writes the bucket of every feature, repeats included, into `out` (length ≥ MAX_FEATURES) and
 * returns how many. Fills a caller's buffer rather than calling back: this is the hot path.
 */
export function hashFeatures(tokens: readonly string[], out: Int32Array): number {
  let count = 0;
  let previous = -1;
  let chars = 2;
  let words = 0;
  for (const token of tokens) {
    chars += token.length + 1;
    if (chars > MAX_CHARS) break;
    const h = hashString(WORD_SEED, token);
    wordClasses[words] = wordClass(token);
    wordHashes[words++] = h;
    out[count++] = finish(h, 1);
    if (previous !== -1)
      out[count++] = finish(step(step(previous, 32), h & 0xffff) ^ BIGRAM_SEED, 2);
    if (words >= 3) {
      const before = wordHashes[words - 3] as number;
      out[count++] = finish(
        step(step(step(before, previous & 0xffff), 32), h & 0xffff) ^ TRIGRAM_SEED,
        3,
      );
      out[count++] = finish(step(step(before, 32), h & 0xffff) ^ SKIP_SEED, 4);
    }
    previous = h;
  }
  const targets = targetsOf(tokens, words);
  for (let t = 0; t < TARGETS.length; t++) {
    if ((targets & (1 << t)) === 0) continue;
    for (let i = 0; i < words; i++) out[count++] = finish(wordHashes[i] as number, TARGET_SALT + t);
  }
  count = hashClassFeatures(words, targets, out, count);
  const text = ` ${tokens.join(" ")} `.slice(0, MAX_CHARS);
  for (let start = 0; start + MIN_CHAR_GRAM <= text.length; start++) {
    let h = FNV_OFFSET;
    const end = Math.min(start + MAX_CHAR_GRAM, text.length);
    for (let i = start; i < end; i++) {
      h = step(h, text.charCodeAt(i));
      if (i - start + 1 >= MIN_CHAR_GRAM) out[count++] = finish(h, 8 + i - start + 1);
    }
  }
  return count;
}

/** A token's word hash, or its class's when it has one. */
function classOrWord(i: number): number {
  const c = wordClasses[i] as number;
  return c >= 0 ? (classHashes[c] as number) : (wordHashes[i] as number);
}

/** Class features of the first `words` tokens (scratch arrays filled): see CLASS_SALT. */
function hashClassFeatures(words: number, targets: number, out: Int32Array, start: number): number {
  let count = start;
  for (let i = 0; i < words; i++) {
    const c = wordClasses[i] as number;
    const here = c >= 0;
    const one = i >= 1 && (wordClasses[i - 1] as number) >= 0;
    const two = i >= 2 && (wordClasses[i - 2] as number) >= 0;
    if (here) out[count++] = finish(classHashes[c] as number, CLASS_SALT);
    if (i >= 1 && (here || one))
      out[count++] = finish(
        step(step(classOrWord(i - 1), 32), classOrWord(i) & 0xffff) ^ BIGRAM_SEED,
        CLASS_SALT + 1,
      );
    if (i >= 2 && (here || one || two))
      out[count++] = finish(
        step(
          step(step(classOrWord(i - 2), classOrWord(i - 1) & 0xffff), 32),
          classOrWord(i) & 0xffff,
        ) ^ TRIGRAM_SEED,
        CLASS_SALT + 2,
      );
    if (i >= 2 && (here || two))
      out[count++] = finish(
        step(step(classOrWord(i - 2), 32), classOrWord(i) & 0xffff) ^ SKIP_SEED,
        CLASS_SALT + 3,
      );
  }
  for (let t = 0; t < TARGETS.length; t++) {
    if ((targets & (1 << t)) === 0) continue;
    for (let i = 0; i < words; i++) {
      const c = wordClasses[i] as number;
      if (c >= 0) out[count++] = finish(classHashes[c] as number, CLASS_TARGET_SALT + t);
    }
  }
  return count;
}

/** Names of the class features, in hashClassFeatures' order. */
function namedClassFeatures(tokens: readonly string[], words: number, targets: number): string[] {
  const names: string[] = [];
  const cls = tokens.map((token) => wordClass(token));
  const show = (i: number): string =>
    (cls[i] as number) >= 0 ? (CLASS_TAG[cls[i] as number] as string) : (tokens[i] as string);
  for (let i = 0; i < words; i++) {
    const here = (cls[i] as number) >= 0;
    const one = i >= 1 && (cls[i - 1] as number) >= 0;
    const two = i >= 2 && (cls[i - 2] as number) >= 0;
    if (here) names.push(show(i));
    if (i >= 1 && (here || one)) names.push(`${show(i - 1)} ${show(i)}`);
    if (i >= 2 && (here || one || two)) names.push(`${show(i - 2)} ${show(i - 1)} ${show(i)}`);
    if (i >= 2 && (here || two)) names.push(`${show(i - 2)} … ${show(i)}`);
  }
  TARGET_NAMES.forEach((name, t) => {
    if ((targets & (1 << t)) === 0) return;
    for (let i = 0; i < words; i++)
      if ((cls[i] as number) >= 0) names.push(`${show(i)} (to ${name})`);
  });
  return names;
}

/** The same features with their text, for explaining a decision. Slow path only. */
export function namedFeatures(tokens: readonly string[]): { bucket: number; gram: string }[] {
  const names: string[] = [];
  let chars = 2;
  let words = 0;
  for (let i = 0; i < tokens.length; i++) {
    chars += (tokens[i] as string).length + 1;
    if (chars > MAX_CHARS) break;
    words++;
    names.push(tokens[i] as string);
    if (i > 0) names.push(`${tokens[i - 1] as string} ${tokens[i] as string}`);
    if (i > 1) {
      names.push(`${tokens[i - 2] as string} ${tokens[i - 1] as string} ${tokens[i] as string}`);
      names.push(`${tokens[i - 2] as string} … ${tokens[i] as string}`);
    }
  }
  const targets = targetsOf(tokens, words);
  TARGET_NAMES.forEach((name, t) => {
    if ((targets & (1 << t)) === 0) return;
    for (let i = 0; i < words; i++) names.push(`${tokens[i] as string} (to ${name})`);
  });
  names.push(...namedClassFeatures(tokens, words, targets));
  const text = ` ${tokens.join(" ")} `.slice(0, MAX_CHARS);
  for (let start = 0; start + MIN_CHAR_GRAM <= text.length; start++) {
    for (let n = MIN_CHAR_GRAM; n <= MAX_CHAR_GRAM && start + n <= text.length; n++) {
      names.push(text.slice(start, start + n));
    }
  }
  const buckets = new Int32Array(MAX_FEATURES);
  const count = hashFeatures(tokens, buckets);
  return Array.from(buckets.subarray(0, count), (bucket, i) => ({
    bucket,
    gram: names[i] as string,
  }));
}
