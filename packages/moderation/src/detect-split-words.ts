import { lookupPlainTerm, lookupToken } from "./detect-lexicon.ts";
import type { RawMark } from "./detect-raw-marks.ts";
import { addEvidence, CATEGORY_INDEX, type Scores } from "./score.ts";

/**
 * Words typed in two or three pieces to get past a word list: "fu ck", "sh it", "a ss hole".
 * Single letters are rejoined by normalize ("f u c k"); these pieces are longer. Two or three
 * side-by-side tokens are read as one when together they are a strong listed word, at least
 * one piece is a fragment that is no word of its own (so "go ok" is never "gook", nor "hard
 * on" anything) and no piece is listed itself ("fuck off" is two words, already counted).
 */

/**
 * Short English words, chat's, and the teams' short names: pieces that stand on their own
 * ("Ind vs Pak is…" must not read as a slur).
 */
const WORDS = new Set(
  (
    "pak ind aus eng nz sa wi sl ban afg zim ire sco ned usa can mex bra arg fra ger esp ita " +
    "a i al an as at be by do ed go he hi ho if in is it me mo my no of oh ok on or re so to " +
    "up us we ya " +
    "yo ye all and are bad big but can cup day did dog end few for fun get got had has her " +
    "him his hot how its let lot man may new not now off old one our out own put run sad saw " +
    "say see set she sit six ten the too top try two use van was way who why win won yes yet " +
    "you able back ball call come down each even fine from game good half here hole home into " +
    "just last like live long look made make more most much must next nice only over play " +
    "race real ride said same side some such take team than that them then they this time " +
    "tips very wall want well went were what when will with work year your"
  ).split(" "),
);

/** Only words that weigh this much are rebuilt: slurs and strong swearing, not "ass" or "hell". */
const SPLIT_MIN_WEIGHT = 0.85;
const SPLIT_CATEGORIES = new Set([
  CATEGORY_INDEX.profanity,
  CATEGORY_INDEX.hate_speech,
  CATEGORY_INDEX.harassment,
  CATEGORY_INDEX.sexual_content,
]);
const MAX_PIECES = 3;
/** A piece this short that is not a word is a fragment ("fu", "ck", "ss"): one must be there. */
const MAX_FRAGMENT = 3;
/** The pieces of a split word are short ("fu", "ck", "itch", "hole"); longer tokens are words. */
const MAX_PIECE = 6;
const MIN_JOINED = 4;
const MAX_JOINED = 14;
const LETTERS_ONLY = /^[a-z]+$/;

/** Scores the rebuilt words; returns them as evidence ("fu ck"), which explain.ts shows. */
export function scanSplitWords(
  tokens: readonly string[],
  allowed: Uint8Array | null,
  handle: Uint8Array | null,
  scores: Scores,
): RawMark[] {
  const marks: RawMark[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    let joined = "";
    let strangers = 0;
    for (let k = i; k < i + MAX_PIECES && k < tokens.length; k++) {
      const piece = tokens[k] as string;
      if (piece.length > MAX_PIECE || allowed?.[k] === 1 || (handle?.[k] ?? 0) !== 0) break;
      if (!LETTERS_ONLY.test(piece)) break;
      if (piece.length >= 2 && lookupToken(piece) !== undefined) break;
      joined += piece;
      if (piece.length <= MAX_FRAGMENT && !WORDS.has(piece)) strangers++;
      if (k === i || strangers === 0 || joined.length < MIN_JOINED) continue;
      if (joined.length > MAX_JOINED) break;
      const match = tokens.slice(i, k + 1).join(" ");
      if (applyStrongHits(joined, match, scores, marks)) break;
    }
  }
  return marks;
}

/** Adds the joined word's strong hits and marks; whether there were any. */
function applyStrongHits(joined: string, match: string, scores: Scores, marks: RawMark[]): boolean {
  // Not stretched spellings: "poor n" squeezed is "porn".
  const hits = lookupPlainTerm(joined);
  if (hits === undefined) return false;
  let applied = false;
  for (let h = 0; h < hits.length; h += 2) {
    const category = hits[h] as number;
    const weight = hits[h + 1] as number;
    if (!SPLIT_CATEGORIES.has(category) || weight < SPLIT_MIN_WEIGHT) continue;
    addEvidence(scores, category, weight);
    marks.push({ category, match });
    applied = true;
  }
  return applied;
}
