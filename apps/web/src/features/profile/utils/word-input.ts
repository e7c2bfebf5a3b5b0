import { WORD_MAX_LENGTH } from "@huddle/contracts/word-replacements";
import { HttpError, errorBody } from "@/lib/http/http-error";

/** spec 000 §5: each word non-empty after trimming and at most 50 characters. */
export function isValidWord(word: string): boolean {
  const trimmed = word.trim();
  return trimmed.length > 0 && trimmed.length <= WORD_MAX_LENGTH;
}

export function isValidPair(originalWord: string, replacementWord: string): boolean {
  return isValidWord(originalWord) && isValidWord(replacementWord);
}

export const isTooLong = (word: string) => word.trim().length > WORD_MAX_LENGTH;

/**
 * The spec's failure text, with the server's reason when it gave one ('You already have a
 * replacement for this word.'): the bare text left a fan guessing why "dang" failed beside "Dang".
 */
export function wordFailureText(text: string, error: unknown): string {
  if (!(error instanceof HttpError) || error.status >= 500) return text;
  const reason = errorBody(error.data).error;
  return reason ? `${text} ${reason}` : text;
}
