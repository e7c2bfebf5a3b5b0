import { WORD_MAX_LENGTH } from "@huddle/contracts/word-replacements";

/** spec 000 §5: each word non-empty after trimming and at most 50 characters. */
export function isValidWord(word: string): boolean {
  const trimmed = word.trim();
  return trimmed.length > 0 && trimmed.length <= WORD_MAX_LENGTH;
}

export function isValidPair(originalWord: string, replacementWord: string): boolean {
  return isValidWord(originalWord) && isValidWord(replacementWord);
}
