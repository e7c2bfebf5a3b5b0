import { CATEGORY_INDEX } from "../score.ts";
import { squeeze } from "../normalize.ts";
import { HARASSMENT } from "./harassment.ts";
import { HATE_SPEECH } from "./hate-speech.ts";
import { POLITICS } from "./politics.ts";
import { PROFANITY } from "./profanity.ts";
import { RELIGION } from "./religion.ts";
import { SEXUAL_CONTENT } from "./sexual-content.ts";
import { SPAM } from "./spam.ts";
import { TOXICITY } from "./toxicity.ts";
import type { CategoryLexicon, PhrasePattern } from "./types.ts";
import { VIOLENCE } from "./violence.ts";

/**
 * All lexicons compiled once at module load into flat look-up tables, so scoring a message is
 * a few Map look-ups per token.
 */

/** Hits of one term: pairs of (category index, weight) flattened into one array. */
export type Hits = readonly number[];

const LEXICONS: readonly CategoryLexicon[] = [
  PROFANITY,
  HATE_SPEECH,
  SEXUAL_CONTENT,
  TOXICITY,
  HARASSMENT,
  VIOLENCE,
  POLITICS,
  RELIGION,
  SPAM,
];

function buildTerms(): Map<string, number[]> {
  const terms = new Map<string, number[]>();
  for (const lexicon of LEXICONS) {
    const index = CATEGORY_INDEX[lexicon.category];
    for (const [term, weight] of Object.entries(lexicon.terms)) {
      if (weight <= 0) continue;
      const hits = terms.get(term) ?? [];
      hits.push(index, weight);
      terms.set(term, hits);
    }
  }
  return terms;
}

/** Exact normalized token → hits. */
export const TERMS: ReadonlyMap<string, Hits> = buildTerms();

/**
 * Squeezed form (double letters collapsed) → hits, for stretched spellings ("fuuuck",
 * "shiiit"). Forms shorter than four letters are left out: "ass" squeezes to the word "as".
 */
export const SQUEEZED_TERMS: ReadonlyMap<string, Hits> = new Map(
  [...TERMS].map(([term, hits]) => [squeeze(term), hits] as const).filter(([s]) => s.length >= 4),
);

/** Inflections stripped to find a listed stem: "fuckers" → "fuck", "bitches" → "bitch". */
export const SUFFIXES = ["ing", "in", "ers", "er", "ed", "es", "s", "z", "y", "ie", "ies", "a"];
/** Stems shorter than this are only matched exactly ("spic" + "y" is "spicy"). */
export const MIN_STEM_LENGTH = 4;

/**
 * Words found even inside longer tokens ("dumbfuck", "bullshitter", "f u c k i n g"). Only
 * words that are never part of an ordinary English word or a common sports name qualify; each
 * maps to the listed term it stands for. "shit" is not followed by "a" (Yamashita, Kinoshita),
 * "twat" not by "er" (Lightwater, Saltwater).
 */
export const EMBEDDED =
  /fuck|shit(?!a)|bitch|cunt|(?<!s)nigg(?:er|a)|whore|fagg|slut|twat(?!er)|pussy|porn/;
export const EMBEDDED_TERM: Readonly<Record<string, string>> = {
  fagg: "faggot",
};

/**
 * Phrases typed as one run of spaced-out letters ("i w i l l k i l l y o u" becomes the single
 * token "iwillkillyou"), searched only inside such merged tokens.
 */
export const MERGED_PHRASES: readonly (readonly [RegExp, number, number])[] = [
  [/(?:kill|shoot|stab|murder|hurt)(?:you|u|ya)(?!r)/, CATEGORY_INDEX.violence, 0.9],
  [/killyourself|killurself|kys|godie|hopeyoudie/, CATEGORY_INDEX.harassment, 0.95],
  [/sendnudes|nudes|suckmydick|suckmycock/, CATEGORY_INDEX.sexual_content, 0.95],
  [/heilhitler|whitepower|siegheil/, CATEGORY_INDEX.hate_speech, 0.95],
];

/** Terms a masked token ("f**k", "sh*t", "b!tch" is handled by leetspeak) may stand for. */
export const MASKABLE: readonly string[] = [
  "fuck",
  "fucking",
  "fucker",
  "shit",
  "shitty",
  "bitch",
  "cunt",
  "dick",
  "cock",
  "pussy",
  "whore",
  "slut",
  "nigger",
  "nigga",
  "faggot",
  "fag",
  "fags",
  "retard",
  "retarded",
  "spic",
  "chink",
  "kike",
  "tranny",
  "dyke",
  "asshole",
  "bullshit",
  "motherfucker",
  "bhenchod",
  "phucking",
  // Round 28: "ph*ck", the "ph" spelling masked too.
  "phuck",
];

const PATTERNS_LIST: PhrasePattern[] = LEXICONS.flatMap((lexicon) => lexicon.phrases);
export const PATTERNS: readonly PhrasePattern[] = PATTERNS_LIST;
export const PATTERN_CATEGORY: Readonly<Int8Array> = Int8Array.from(
  PATTERNS_LIST.map((p) => CATEGORY_INDEX[p.category]),
);

/** Trigger token → indexes into PATTERNS. */
export const TRIGGERS: ReadonlyMap<string, readonly number[]> = (() => {
  const triggers = new Map<string, number[]>();
  PATTERNS_LIST.forEach((pattern, index) => {
    for (const trigger of pattern.triggers) {
      const list = triggers.get(trigger) ?? [];
      if (!list.includes(index)) list.push(index);
      triggers.set(trigger, list);
    }
  });
  return triggers;
})();
