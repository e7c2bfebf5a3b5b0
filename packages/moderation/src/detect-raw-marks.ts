import { addEvidence, CATEGORY_INDEX, type Scores } from "./score.ts";

/** A rule hit on the message as typed: marks made of punctuation, which normalizing drops. */
export interface RawMark {
  readonly category: number;
  readonly match: string;
}

/**
 * Echo brackets, "(((name)))": the antisemitic marker that tags a person or a group as Jewish
 * (listed in the ADL's hate symbols database). Sports talk has no use for three nested brackets
 * around a word, so one blocks on its own; the old "(((hugs)))" does not.
 */
const ECHO_BRACKETS = /\({3}(?!\s*hugs?\s*\))([^()]{1,60})\){3}/u;
const LETTER = /\p{L}/u;
const ECHO_WEIGHT = 0.9;

export function scanRawMarks(text: string, scores: Scores): RawMark[] {
  const echo = ECHO_BRACKETS.exec(text);
  if (echo === null || !LETTER.test(echo[1] ?? "")) return [];
  const category = CATEGORY_INDEX.hate_speech;
  addEvidence(scores, category, ECHO_WEIGHT);
  return [{ category, match: echo[0] }];
}
