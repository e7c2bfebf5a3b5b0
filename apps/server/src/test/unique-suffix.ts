import { randomInt } from "node:crypto";

/**
 * A random suffix for test usernames and team names: 12 digits. Not hex: the content filter reads
 * a username as words, leetspeak included (registration does, and so does a message that
 * @mentions it), and a hex suffix now and then reads as one ("62fa9967" → "…fagg…"), which made
 * a test fail about once in 5,000 names.
 */
export function uniqueSuffix(): string {
  return String(randomInt(100_000_000_000, 999_999_999_999));
}
