import { addEvidence, CATEGORY_INDEX, type Scores } from "./score.ts";

/** A rule hit on the message as typed: marks made of punctuation or emoji, which normalizing drops. */
export interface RawMark {
  readonly category: number;
  readonly match: string;
}

interface RawMarkRule {
  /** A cheap test the message must pass before the rule's regex runs (most messages fail it). */
  readonly gate: (text: string) => boolean;
  readonly category: number;
  readonly weight: number;
  /** Finds the mark; the first capture, when present, must hold a letter. */
  readonly re: RegExp;
  /** A further condition on the whole message. */
  readonly also?: (text: string) => boolean;
}

const LETTER = /\p{L}/u;
/** Every emoji these rules read lies outside the Basic Multilingual Plane. */
const hasAstral = (text: string) => /[\uD800-\uDBFF]/.test(text);
const EGGPLANT = "\u{1F346}";
const WEAPON = "[\u{1F52B}\u{1F52A}\u{1F5E1}]";
/** Emoji that only ever mean one thing beside an eggplant: peach, droplets, tongue, drool, devil, hot face. */
const INNUENDO_COMPANION = "[\u{1F351}\u{1F4A6}\u{1F445}\u{1F924}\u{1F608}\u{1F975}\u{1F60D}]";
const MENTION = /@[\p{L}\p{N}_]{2,}/u;
/**
 * Words naming a person the message is about (a mention counts too). Not a capitalised name:
 * the Angels' Rally Monkey is a 🐒 beside "Angels fans" (writers-round14).
 */
const PERSON_WORDS =
  /\b(?:he|him|his|she|her|they|them|player|players|winger|striker|keeper|goalie|forward|defender|every time|whenever)\b/iu;
const MENTIONS = new RegExp(MENTION.source, "gu");

/**
 * What the message says besides its emoji, mentions and punctuation: "🔫 @marty" says nothing
 * else, so the weapon is the message.
 */
function wordsBesides(text: string): string[] {
  return text
    .replace(MENTIONS, " ")
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length > 0);
}

const RULES: readonly RawMarkRule[] = [
  {
    // Echo brackets, "(((name)))": the antisemitic marker that tags a person or a group as Jewish
    // (listed in the ADL's hate symbols database). Sports talk has no use for three nested
    // brackets around a word, so one blocks on its own; the old "(((hugs)))" does not.
    gate: (text) => text.includes("((("),
    category: CATEGORY_INDEX.hate_speech,
    weight: 0.9,
    re: /\({3}(?!\s*hugs?\s*\))([^()]{1,60})\){3}/u,
  },
  {
    // Round 26 (an outside blind probe): the middle finger is an obscene gesture, whoever it is
    // for; no sport names anything with it.
    gate: hasAstral,
    category: CATEGORY_INDEX.profanity,
    weight: 0.9,
    re: /\u{1F595}/u,
  },
  {
    // The eggplant beside peach, droplets or a leer, or offered as "my 🍆": innuendo in every
    // chat that uses it. An eggplant alone (a food stand) says too little and is only flagged.
    gate: hasAstral,
    category: CATEGORY_INDEX.sexual_content,
    weight: 0.92,
    re: new RegExp(
      `${EGGPLANT}[^]{0,12}${INNUENDO_COMPANION}|${INNUENDO_COMPANION}[^]{0,12}${EGGPLANT}` +
        `|\\bmy\\s*${EGGPLANT}|\u{1F351}\\s*\u{1F4A6}`,
      "u",
    ),
  },
  {
    gate: hasAstral,
    category: CATEGORY_INDEX.sexual_content,
    weight: 0.5,
    re: new RegExp(EGGPLANT, "u"),
  },
  {
    // A gun or knife pointed at a chatter with nothing else said ("🔫 @marty"), or with "you're
    // next": a threat. Not "@steph 🔫 from deep", where the gun is a shooter's.
    gate: hasAstral,
    category: CATEGORY_INDEX.violence,
    weight: 0.85,
    re: new RegExp(WEAPON, "u"),
    also: (text) =>
      /\b(?:you'?re|youre|ur|u r|you|u|your|ya) next\b/iu.test(text) ||
      (MENTION.test(text) && wordsBesides(text).length === 0),
  },
  {
    // A rope or gun emoji in the place of the verb, "you should 🪢 yourself": self-harm
    // incitement, as "kill yourself" is (round 27). "🔫 from deep" names no one.
    gate: hasAstral,
    category: CATEGORY_INDEX.harassment,
    weight: 0.9,
    re: /[\u{1FAA2}\u{1F52B}]\uFE0F?\s*(?:yourself|urself|ur self|yoself)\b/iu,
  },
  {
    // Monkey emoji at a player, and bananas thrown at one: the racist abuse Black players meet
    // in stadiums and their mentions (round 27: "🐒🐒🐒 every time Vinícius touches the ball").
    // Not 🙈🙉🙊 (embarrassment) nor the gorilla (strength); a monkey needs someone to be about.
    gate: hasAstral,
    category: CATEGORY_INDEX.hate_speech,
    weight: 0.85,
    re: /[\u{1F412}\u{1F435}]/u,
    also: (text) => MENTION.test(text) || PERSON_WORDS.test(text),
  },
  {
    gate: hasAstral,
    category: CATEGORY_INDEX.hate_speech,
    weight: 0.85,
    re: /\u{1F34C}/u,
    also: (text) => /\b(?:throw|throwing|threw|toss|tossing|at (?:him|her|them))\b/iu.test(text),
  },
  {
    // "a-hole": the minced spelling a hyphen keeps out of the word lists ("a hole in the
    // defense" has no hyphen).
    gate: (text) => text.includes("-"),
    category: CATEGORY_INDEX.profanity,
    weight: 0.85,
    re: /\ba-holes?\b/iu,
  },
];

export function scanRawMarks(text: string, scores: Scores): RawMark[] {
  const marks: RawMark[] = [];
  for (const rule of RULES) {
    if (!rule.gate(text)) continue;
    const found = rule.re.exec(text);
    if (found === null) continue;
    if (found[1] !== undefined && !LETTER.test(found[1])) continue;
    if (rule.also !== undefined && !rule.also(text)) continue;
    addEvidence(scores, rule.category, rule.weight);
    marks.push({ category: rule.category, match: found[0] });
  }
  return marks;
}
