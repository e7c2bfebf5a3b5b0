import { MENTION_PATTERN } from "@huddle/contracts/mentions";
import { CONFUSABLES, JOINERS } from "./lexicon/confusables.ts";

/**
 * Text normalization: NFKC → look-alike folding → lower case → zero-width removal → tokens →
 * leetspeak folding → repeated-letter collapsing → spaced-out letters merged.
 *
 * One left-to-right pass over the characters builds the tokens; every step is a table look-up.
 */

export interface NormalizedText {
  /** NFKC, lower-cased, invisible characters removed: for links and custom rules. */
  readonly lower: string;
  /** Folded word tokens; numbers stay as written ("49ers" is a word, "2024" a number). */
  readonly tokens: string[];
  /** `merged[i]` is true when tokens[i] was rebuilt from spaced-out letters ("f u c k"). */
  readonly merged: boolean[];
  /**
   * `handle[i]` is HANDLE_START or HANDLE_REST when tokens[i] came from an @mention ("@fan_07" →
   * "afan" start, "07" rest), else 0: a username, which the rules still read as words
   * (registration does too) but the model reads as one name (moderate.ts). Null when the
   * message has none.
   */
  readonly handle: Uint8Array | null;
}

/* Separators are kind 0, the table default. */
const LETTER = 1;
const DIGIT = 2;
const LEET = 3;
const JOIN = 4;
/** "#", "%", "&": a separator, except inside a word, where they mask letters ("f#ck", "bull$#!t"). */
const GRAWLIX = 5;

const ASCII_KIND = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) ASCII_KIND[c] = LETTER;
  else if (c >= 48 && c <= 57) ASCII_KIND[c] = DIGIT;
  else if ("@$!|*+".includes(ch)) ASCII_KIND[c] = LEET;
  else if (ch === "'" || ch === "`") ASCII_KIND[c] = JOIN;
  else if ("#%&".includes(ch)) ASCII_KIND[c] = GRAWLIX;
}

/** Leetspeak digits and symbols → letters; applied only inside tokens that contain a letter. */
const LEET_MAP: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  // Round 28: "fa66ots". Only inside a token with a letter: "6" and digit tags stay numbers;
  // "76ers" reads "tgers", which nothing lists.
  "6": "g",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
  "+": "t",
};

/** Non-ASCII character → "" (joiner), " " (separator) or its folded Latin letters. */
const foldCache = new Map<string, string>();

function foldNonAscii(ch: string): string {
  const cached = foldCache.get(ch);
  if (cached !== undefined) return cached;
  let out = " ";
  const code = ch.charCodeAt(0);
  if (JOINERS.has(code) || (code >= 0xfe00 && code <= 0xfe0f)) out = "";
  else {
    const lowerCh = ch.toLowerCase();
    const mapped = CONFUSABLES[ch] ?? CONFUSABLES[lowerCh];
    if (mapped !== undefined) out = mapped;
    else {
      const base = lowerCh.normalize("NFD").charAt(0);
      if (base >= "a" && base <= "z") out = base;
    }
  }
  if (foldCache.size < 10_000) foldCache.set(ch, out);
  return out;
}

const NON_ASCII = /[\u0080-\uffff]/;
/** Not asterisks: a masked word keeps its length ("f***" is "fuck", not "f**"). */
const TRIPLE = /([^*])\1\1+/g;

/**
 * Collapses runs of three or more equal characters to two: "fuuuuck" → "fuuck". A token of one
 * repeated character ("kkk", "xxx") is kept as written, and so are runs of asterisks.
 */
export function collapseRepeats(token: string): string {
  if (token.length < 3) return token;
  const out = token.replace(TRIPLE, "$1$1");
  return out.length === 2 && out.charAt(0) === out.charAt(1) ? token : out;
}

/** Collapses every double letter: "fuuck" → "fuck", "asshole" → "ashole". */
export function squeeze(token: string): string {
  let out = "";
  let last = "";
  for (let i = 0; i < token.length; i++) {
    const ch = token.charAt(i);
    if (ch !== last) out += ch;
    last = ch;
  }
  return out;
}

function foldLeet(token: string): string {
  let out = "";
  for (let i = 0; i < token.length; i++) {
    const ch = token.charAt(i);
    out += LEET_MAP[ch] ?? ch;
  }
  return out;
}

/** Symbols that, beside a grawlix inside a word, are part of the mask: "f@#k", "bull$#!t". */
const MASK_SYMBOLS = /[#%&@$!]/g;

function finishToken(raw: string, letters: number, hasLeet: boolean, masked: boolean): string {
  let start = 0;
  let end = raw.length;
  while (start < end && raw.charCodeAt(start) === 33) start++;
  while (end > start && raw.charCodeAt(end - 1) === 33) end--;
  let token = start === 0 && end === raw.length ? raw : raw.slice(start, end);
  if (masked) token = token.replace(MASK_SYMBOLS, "*");
  if (letters > 0 && hasLeet) token = foldLeet(token);
  return collapseRepeats(token);
}

function isMergeable(token: string): boolean {
  return token.length === 1 && token !== "*";
}

/** `NormalizedText.handle` values: an @mention's first token, and its other tokens. */
export const HANDLE_START = 1;
export const HANDLE_REST = 2;
/**
 * Where each @mention starts and ends, by the rule the server notifies by (contracts'
 * MENTION_PATTERN): "@fan_07" but not "me@example.com" or "@ss". Null when there is none.
 */
function mentionEnds(text: string): Map<number, number> | null {
  let ends: Map<number, number> | null = null;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    (ends ??= new Map()).set(match.index, match.index + match[0].length);
  }
  return ends;
}

function startsYouAre(tokens: readonly string[], i: number): boolean {
  return tokens[i] === "u" && tokens[i + 1] === "r";
}

/** Rebuilds words typed as separate characters: "f u c k", "f.u.c.k", "s-h-1-t". */
function mergeSpacedLetters(
  tokens: string[],
  handle: Uint8Array | null,
): { tokens: string[]; merged: boolean[]; handle: Uint8Array | null } {
  const out: string[] = [];
  const merged: boolean[] = [];
  const outHandle: number[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (startsYouAre(tokens, i)) {
      // Chat's "u r" ("u r a joke") is two words, not the start of a spelled-out one.
      out.push("u", "r");
      merged.push(false, false);
      outHandle.push(0, 0);
      i += 2;
      continue;
    }
    let j = i;
    let letters = 0;
    while (j < tokens.length && !handle?.[j] && isMergeable(tokens[j] as string)) {
      const ch = tokens[j] as string;
      if (ch >= "a" && ch <= "z") letters++;
      j++;
    }
    if (j - i >= 3 && letters >= 2) {
      out.push(collapseRepeats(foldLeet(tokens.slice(i, j).join(""))));
      merged.push(true);
      outHandle.push(0);
      i = j;
    } else {
      out.push(tokens[i] as string);
      merged.push(false);
      outHandle.push(handle?.[i] ?? 0);
      i++;
    }
  }
  return { tokens: out, merged, handle: handle === null ? null : Uint8Array.from(outHandle) };
}

/** Whether the character at `i` carries a word on: a letter, a leet symbol or another grawlix. */
function continuesWord(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (!(code < 128)) return false;
  const kind = ASCII_KIND[code];
  return kind === LETTER || kind === LEET || kind === GRAWLIX;
}

/**
 * A contraction that joins into a listed word: "who're" is "who are", not "whore". Only where
 * an apostrophe did the joining.
 */
const CONTRACTIONS: ReadonlyMap<string, readonly string[]> = new Map([["whore", ["who", "are"]]]);

/**
 * A UUID (a link's or a game code's id, a test's tag): its hex groups are not words, and read
 * as leetspeak one of them can spell a slur ("4b05" is "abos").
 */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const UUID_LENGTH = 36;

/** The text with every UUID blanked, each character a space, so positions stay the same. */
function blankUuids(text: string): string {
  return text.length < UUID_LENGTH ? text : text.replace(UUID, (id) => " ".repeat(id.length));
}

export function normalize(text: string): NormalizedText {
  const nonAscii = NON_ASCII.test(text);
  const nfkc = nonAscii ? text.normalize("NFKC") : text;
  const words = blankUuids(nfkc);
  const tokens: string[] = [];
  let cur = "";
  let letters = 0;
  let hasLeet = false;
  let hasGrawlix = false;
  let hasJoin = false;
  let singles = 0;
  const mentions = nfkc.includes("@") ? mentionEnds(nfkc) : null;
  /** Index in nfkc where the current @mention ends; -1 outside one. */
  let handleEnd = -1;
  /** Whether the current @mention has a token yet. */
  let handleStarted = false;
  /** HANDLE_START or HANDLE_REST per token index, for tokens of an @mention. */
  let handleTokens: Map<number, number> | null = null;
  const flush = (): void => {
    if (cur.length > 0) {
      const token = finishToken(cur, letters, hasLeet, hasGrawlix);
      if (token.length > 0 && (letters > 0 || token.length === 1 || isNumber(token))) {
        if (handleEnd >= 0) {
          (handleTokens ??= new Map()).set(
            tokens.length,
            handleStarted ? HANDLE_REST : HANDLE_START,
          );
          handleStarted = true;
        }
        const pieces = hasJoin ? CONTRACTIONS.get(token) : undefined;
        if (pieces === undefined) tokens.push(token);
        else tokens.push(...pieces);
        if (token.length === 1) singles++;
      }
    }
    cur = "";
    letters = 0;
    hasLeet = false;
    hasGrawlix = false;
    hasJoin = false;
  };
  for (let i = 0; i < words.length; i++) {
    const code = words.charCodeAt(i);
    if (i === handleEnd) {
      flush();
      handleEnd = -1;
      handleStarted = false;
    }
    const mentionEnd = code === 64 ? mentions?.get(i) : undefined;
    if (mentionEnd !== undefined) {
      flush();
      handleEnd = mentionEnd;
    }
    if (code < 128) {
      const kind = ASCII_KIND[code];
      if (kind === LETTER) {
        cur += String.fromCharCode(code | 0x20);
        letters++;
      } else if (kind === DIGIT || kind === LEET) {
        cur += words.charAt(i);
        hasLeet = true;
      } else if (kind === GRAWLIX && letters > 0 && continuesWord(words, i + 1)) {
        cur += words.charAt(i);
        hasGrawlix = true;
      } else if (kind === JOIN) hasJoin = cur.length > 0;
      else flush();
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff && letters > 0) {
      const glued = emojiInWord(words, i);
      if (glued !== null) {
        cur += glued.text;
        if (glued.text === MASK) hasGrawlix = true;
        else letters += glued.text.length;
        i = glued.end - 1;
        continue;
      }
    }
    const folded = foldNonAscii(words.charAt(i));
    if (folded === " ") flush();
    else if (folded.length > 0) {
      cur += folded;
      // "¡" folds to the leet "!" ("sh¡t"); every other fold is letters.
      if (ASCII_KIND[folded.charCodeAt(0)] === LEET) hasLeet = true;
      else letters++;
    } else if (cur.length > 0) hasJoin = true;
  }
  flush();
  let lower = nfkc.toLowerCase();
  if (nonAscii) lower = removeInvisible(lower);
  const handle = handleTokens === null ? null : marks(tokens.length, handleTokens);
  if (singles < 3) return { lower, tokens, merged: tokens.map(() => false), handle };
  return { lower, ...mergeSpacedLetters(tokens, handle) };
}

const MASK = "#";
const PEACH = 0x1f351;
const VARIATION_SELECTOR_16 = 0xfe0f;

/**
 * An emoji (the surrogate pair at `i`) glued into a word, as the filter reads it (round 27): one
 * between letters masks a letter as "#" does ("f🦆ck", "sh💩t"), and a peach ending a word is
 * "ass" ("dumb🍑"). Null for an emoji standing apart ("go 🦆", "touchdown🔥🔥").
 */
function emojiInWord(text: string, i: number): { text: string; end: number } | null {
  let end = i + 2;
  if (text.charCodeAt(end) === VARIATION_SELECTOR_16) end++;
  if (continuesWord(text, end)) return { text: MASK, end };
  if (text.codePointAt(i) === PEACH) return { text: "ass", end };
  return null;
}

function marks(length: number, values: ReadonlyMap<number, number>): Uint8Array {
  const out = new Uint8Array(length);
  for (const [i, value] of values) out[i] = value;
  return out;
}

/** Zero-width and formatting characters (not apostrophes, which stay in `lower`). */
function isInvisible(code: number): boolean {
  if (code >= 0xfe00 && code <= 0xfe0f) return true;
  return (
    JOINERS.has(code) &&
    code !== 0x60 &&
    code !== 0xb4 &&
    code !== 0x2018 &&
    code !== 0x2019 &&
    code !== 0x2bc
  );
}

function removeInvisible(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    if (!isInvisible(text.charCodeAt(i))) out += text.charAt(i);
  }
  return out;
}

function isNumber(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
