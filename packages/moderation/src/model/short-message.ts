import { CATEGORIES, type Category } from "../score.ts";
import { CLASS_NAMES, wordClass } from "./word-class-index.ts";

/**
 * When the model may block a message on its own, by length (round 7).
 *
 * From MODEL_BLOCK_MIN_WORDS words on, in every category it counts for. Below that the model has
 * little to read, and ordinary short lines scored over a block line ("Message 1" as spam, "you
 * seeing this?" as toxicity, "Let me in" as sexual content). Yet short insults and threats are
 * common ("you absolute donut", "touch grass nerd", "u should disappear") and passed, because
 * their words are not on the rules' lists. So a message of SHORT_MIN_WORDS to
 * MODEL_BLOCK_MIN_WORDS − 1 words may be blocked by the model alone only when it holds a word of
 * a charged class (an insult, a threat verb, a sexual or dehumanizing word: CHARGED_CLASSES), and
 * only in the categories aimed at a person (PERSON_CATEGORIES). An app string or a
 * three-word question has no such word; spam, politics and religion stay with the rules there.
 */
export const MODEL_BLOCK_MIN_WORDS = 5;
export const SHORT_MIN_WORDS = 3;

/** Classes whose words carry harm on their own (word-classes.ts), unlike "you" or "game". */
const CHARGED_CLASSES: readonly string[] = [
  "insult_noun",
  "intelligence_putdown",
  "contempt_adj",
  "low_value_object",
  "body_size",
  "dismissal",
  "mock_reaction",
  "existence",
  "self_harm",
  "death",
  "violence_verb",
  "weapon",
  "harm_noun",
  "body_sexual",
  "sexual_act",
  "porn",
  "dehumanize",
  "hate_code",
];
const CHARGED = new Set(
  CHARGED_CLASSES.map((name) => {
    const index = CLASS_NAMES.indexOf(name);
    if (index < 0) throw new Error(`short-message.ts: no word class named ${name}`);
    return index;
  }),
);

const PERSON_CATEGORIES: readonly Category[] = [
  "toxicity",
  "harassment",
  "hate_speech",
  "sexual_content",
  "violence",
];
const ALL_CATEGORIES = (1 << CATEGORIES.length) - 1;
const PERSON_MASK = PERSON_CATEGORIES.reduce((m, c) => m | (1 << CATEGORIES.indexOf(c)), 0);

/** Bit c set: the model alone may block category c for these model tokens. */
export function modelBlockMask(tokens: readonly string[]): number {
  if (tokens.length >= MODEL_BLOCK_MIN_WORDS) return ALL_CATEGORIES;
  if (tokens.length < SHORT_MIN_WORDS) return 0;
  return tokens.some((token) => CHARGED.has(wordClass(token))) ? PERSON_MASK : 0;
}
