import { PATTERN_CATEGORY, PATTERNS } from "./lexicon/compiled.ts";
import { addEvidence, type Scores } from "./score.ts";

/** Tokens joined by single spaces; allow-listed tokens become "_" so no pattern spans them. */
export function phraseText(tokens: readonly string[], allowed: Uint8Array | null): string {
  if (allowed === null) return tokens.join(" ");
  let text = "";
  for (let i = 0; i < tokens.length; i++) {
    if (i > 0) text += " ";
    text += allowed[i] === 1 ? "_" : (tokens[i] as string);
  }
  return text;
}

/** Runs the triggered multi-word patterns; each matching pattern counts once. */
export function scanPhrases(text: string, triggered: ReadonlySet<number>, scores: Scores): void {
  for (const index of triggered) {
    const pattern = PATTERNS[index];
    if (pattern !== undefined && pattern.re.test(text)) {
      addEvidence(scores, PATTERN_CATEGORY[index] as number, pattern.weight);
    }
  }
}
