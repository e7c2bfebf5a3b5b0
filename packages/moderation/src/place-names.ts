import { lookupToken } from "./detect-lexicon.ts";
import { EMBEDDED, TERMS } from "./lexicon/compiled.ts";

/**
 * Names of places, schools and clubs that hold a listed word (the Scunthorpe problem), found
 * from their context rather than one string at a time: the allow-list names the known ones
 * (lexicon/allow.ts), these rules the ones it does not know.
 *
 * 1. A word followed by a place noun ("Coon Rapids", "Cumming High School", "Shitterton
 *    Parish"): both are a name. The place nouns are ones that do not follow an insult in chat
 *    ("<slur> county" is not how abuse is phrased; "<word> united" and "<word> city" are, so
 *    club and city words are left out).
 * 2. A longer word that holds a listed word only inside it (not itself a listed word) and ends
 *    like an English place name (-ton, -ham, -thorpe …), after a word of movement or place ("in Shitterton", "drove through
 *    Bitche", "from Penistone"): a place name.
 */
const PLACE_NOUNS = new Set([
  "rapids",
  "falls",
  "springs",
  "heights",
  "creek",
  "county",
  "township",
  "parish",
  "valley",
  "borough",
  "village",
  "highschool",
  "hs",
  "elementary",
  "academy",
  "raceway",
  "speedway",
  "regional",
  "lake",
  "harbour",
  "harbor",
]);
/** Two-token place nouns: first token → second. */
const PLACE_PAIRS: ReadonlyMap<string, string> = new Map([
  ["high", "school"],
  ["middle", "school"],
  ["golf", "club"],
  ["cricket", "club"],
  ["rugby", "club"],
  ["town", "hall"],
  ["post", "office"],
]);
const LOCATIVES = new Set([
  "in",
  "from",
  "to",
  "through",
  "thru",
  "near",
  "at",
  "via",
  "outside",
  "visiting",
  "visited",
  "visit",
  "past",
  // Opponents are often named after their town: "played Bitchfield", "vs Shitterton".
  "vs",
  "v",
  "against",
  "played",
  "playing",
  "beat",
  "hosted",
  "hosting",
]);

function isPlaceNoun(tokens: readonly string[], i: number): boolean {
  const next = tokens[i];
  if (next === undefined) return false;
  if (PLACE_NOUNS.has(next)) return true;
  const pair = PLACE_PAIRS.get(next);
  return pair !== undefined && tokens[i + 1] === pair;
}

/** Endings of English place names: Shitterton, Penistone, Scunthorpe (not "-ville", "-head"). */
const PLACE_ENDING =
  /(?:ton|ham|by|ley|field|ford|stone|thorpe|worth|bury|borough|burgh|wick|mouth|combe|dale|caster|chester|minster|stead|hurst)$/;

/** Holds a listed word only inside it: "shitterton" (not "shitter", "shitty" or "fuckface"). */
function onlyEmbedded(token: string): boolean {
  if (TERMS.has(token) || !EMBEDDED.test(token)) return false;
  const match = EMBEDDED.exec(token);
  // At least three more letters than the listed word: "bitche" is a town, "bitches" is not.
  return match !== null && token.length >= match[0].length + 3 && PLACE_ENDING.test(token);
}

/** Marks the tokens of place names found by context; returns the (possibly new) mask. */
export function allowPlaceNames(
  tokens: readonly string[],
  allowed: Uint8Array | null,
): Uint8Array | null {
  let out = allowed;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (isPlaceNoun(tokens, i + 1) && (lookupToken(token) !== undefined || EMBEDDED.test(token))) {
      out ??= new Uint8Array(tokens.length);
      out[i] = 1;
    } else if (i > 0 && LOCATIVES.has(tokens[i - 1] as string) && onlyEmbedded(token)) {
      out ??= new Uint8Array(tokens.length);
      out[i] = 1;
    }
  }
  return out;
}
