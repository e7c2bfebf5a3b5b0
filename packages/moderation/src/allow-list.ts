import { SPORTS_ALLOW_PHRASES } from "./lexicon/allow.ts";
import { normalize } from "./normalize.ts";

/** First token → the token sequences of allowed phrases starting with it, longest first. */
export type AllowMatcher = ReadonlyMap<string, readonly (readonly string[])[]>;

export function compileAllowList(phrases: readonly string[]): AllowMatcher {
  const matcher = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const { tokens } = normalize(phrase);
    const first = tokens[0];
    if (first === undefined) continue;
    const list = matcher.get(first) ?? [];
    list.push(tokens);
    list.sort((a, b) => b.length - a.length);
    matcher.set(first, list);
  }
  return matcher;
}

export const SPORTS_ALLOW_LIST: AllowMatcher = compileAllowList(SPORTS_ALLOW_PHRASES);

const customCache = new WeakMap<readonly string[], AllowMatcher>();

/** Staff allow-lists are compiled once per array instance. */
export function compileCustomAllowList(phrases: readonly string[]): AllowMatcher {
  let matcher = customCache.get(phrases);
  if (matcher === undefined) {
    matcher = compileAllowList(phrases);
    customCache.set(phrases, matcher);
  }
  return matcher;
}

function matchAt(tokens: readonly string[], start: number, phrase: readonly string[]): boolean {
  if (start + phrase.length > tokens.length) return false;
  for (let k = 1; k < phrase.length; k++) {
    if (tokens[start + k] !== phrase[k]) return false;
  }
  return true;
}

/**
 * Marks the tokens covered by an allowed phrase. Returns null when nothing is allowed — the
 * common case — so clean messages allocate nothing.
 */
export function markAllowed(
  tokens: readonly string[],
  matchers: readonly AllowMatcher[],
): Uint8Array | null {
  let allowed: Uint8Array | null = null;
  for (let i = 0; i < tokens.length; i++) {
    for (const matcher of matchers) {
      const candidates = matcher.get(tokens[i] as string);
      if (candidates === undefined) continue;
      for (const phrase of candidates) {
        if (!matchAt(tokens, i, phrase)) continue;
        allowed ??= new Uint8Array(tokens.length);
        allowed.fill(1, i, i + phrase.length);
        break;
      }
    }
  }
  return allowed;
}
