/**
 * Hashed features of the normalized tokens: word 1-, 2- and 3-grams and skip-bigrams ("go … yourself",
 * the middle word left out), character 3–5-grams of the
 * token text (" tok1 tok2 … ", allow-listed tokens as "_"), and each word joined with who the
 * message is aimed at (see TARGETS). Each feature is hashed with FNV-1a, its kind and length
 * mixed in, into 2^HASH_BITS buckets. Training and inference share this
 * file, so a weight learned for an n-gram is found again at run time.
 *
 * Character grams are hashed while sliding (no substrings are built): the common path costs a
 * few hundred multiplications per message.
 */

export const HASH_BITS = 18;
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
/** Scratch: the word hash of each token read, and which targets the message has. */
const wordHashes = new Int32Array(MAX_CHARS);

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

/** The token text the model reads: allow-listed tokens become "_" (names and idioms stay quiet). */
export function modelTokens(tokens: readonly string[], allowed: Uint8Array | null): string[] {
  if (allowed === null) return tokens as string[];
  return tokens.map((token, i) => (allowed[i] === 1 ? ALLOWED_TOKEN : token));
}

/**
 * Most features a message can have: word 1–3-grams and skip-bigrams of at most MAX_CHARS/2 tokens plus three
 * character grams per character.
 */
export const MAX_FEATURES = 2 * MAX_CHARS + 3 * (MAX_CHARS + 2) + (TARGETS.length * MAX_CHARS) / 2;

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
