import { CATEGORIES, type Category } from "../score.ts";
import { CLASS_NAMES, wordClass } from "./word-class-index.ts";

/**
 * When the model may block a message on its own, by length (round 7).
 *
 * From MODEL_BLOCK_MIN_WORDS words on, in every category it counts for. Below that the model has
 * little to read, and ordinary short lines scored over a block line ("Message 1" as spam, "you
 * seeing this?" as toxicity, "Let me in" as sexual content). Yet short insults, threats and
 * slogans are common ("you absolute donut", "touch grass nerd", "socialists ruined this city")
 * and passed, because their words are not on the rules' lists. So a message of SHORT_MIN_WORDS
 * to MODEL_BLOCK_MIN_WORDS − 1 words may be blocked by the model alone in a category only when
 * it holds a word of a class charged with that category's meaning (CHARGED_CLASSES: an insult,
 * a threat verb, a sexual or dehumanizing word; an ideology; a faith). An app string or a
 * three-word question has no such word; short spam stays with the rules.
 */
export const MODEL_BLOCK_MIN_WORDS = 5;
export const SHORT_MIN_WORDS = 3;

/**
 * Per category, the classes (word-classes.ts) whose words carry its meaning on their own, unlike
 * "you" or "game": a short line may be blocked by the model alone in that category only when it
 * holds one of them. Spam has none: its short lines are the interface strings ("Message 1").
 */
const PERSON_CLASSES = [
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
const CHARGED_CLASSES: Readonly<Partial<Record<Category, readonly string[]>>> = {
  toxicity: PERSON_CLASSES,
  harassment: PERSON_CLASSES,
  hate_speech: PERSON_CLASSES,
  sexual_content: PERSON_CLASSES,
  violence: PERSON_CLASSES,
  politics: ["ideology", "political_claim"],
  religion: ["faith_name", "faith_doctrine", "deity"],
};

function classIndex(name: string): number {
  const index = CLASS_NAMES.indexOf(name);
  if (index < 0) throw new Error(`short-message.ts: no word class named ${name}`);
  return index;
}

/** Class index → the categories its words may open in a short line. */
const OPENS = new Map<number, number>();
for (const [category, names] of Object.entries(CHARGED_CLASSES)) {
  const bit = 1 << CATEGORIES.indexOf(category as Category);
  for (const name of names) {
    const index = classIndex(name);
    OPENS.set(index, (OPENS.get(index) ?? 0) | bit);
  }
}
const ALL_CATEGORIES = (1 << CATEGORIES.length) - 1;

/** Bit c set: the model alone may block category c for these model tokens. */
export function modelBlockMask(tokens: readonly string[]): number {
  if (tokens.length >= MODEL_BLOCK_MIN_WORDS) return ALL_CATEGORIES;
  if (tokens.length < SHORT_MIN_WORDS) return 0;
  let mask = 0;
  for (const token of tokens) mask |= OPENS.get(wordClass(token)) ?? 0;
  return mask;
}
