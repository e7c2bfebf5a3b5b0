/**
 * Viewer-side word replacements (spec 000 §5, §9): whole words only, case-insensitive, the case
 * of the original kept, longest original first so "fucking" wins over "fuck". Shared by the
 * server (history) and the web (live messages); pure and allocation-light.
 */

export interface WordReplacement {
  originalWord: string;
  replacementWord: string;
}

/** spec 000 §9 Default word filter suggestions. */
export const DEFAULT_WORD_REPLACEMENTS: readonly WordReplacement[] = [
  { originalWord: "damn", replacementWord: "dang" },
  { originalWord: "destroy", replacementWord: "outplay" },
  { originalWord: "dominate", replacementWord: "excel" },
  { originalWord: "fuck", replacementWord: "frick" },
  { originalWord: "fucking", replacementWord: "fricking" },
  { originalWord: "garbage", replacementWord: "subpar" },
];

interface CompiledReplacements {
  readonly regex: RegExp;
  readonly byWord: ReadonlyMap<string, string>;
}

const ESCAPE = /[.*+?^${}()|[\]\\]/g;
/** Letters, digits and the underscore make a word; anything else is a boundary. */
const BEFORE = "(?<![\\p{L}\\p{N}_])";
const AFTER = "(?![\\p{L}\\p{N}_])";

const cache = new WeakMap<readonly WordReplacement[], CompiledReplacements | null>();

function compile(replacements: readonly WordReplacement[]): CompiledReplacements | null {
  const byWord = new Map<string, string>();
  for (const { originalWord, replacementWord } of replacements) {
    const key = originalWord.trim().toLowerCase();
    if (key.length > 0 && !byWord.has(key)) byWord.set(key, replacementWord.trim());
  }
  if (byWord.size === 0) return null;
  const alternatives = [...byWord.keys()]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(ESCAPE, "\\$&"));
  return { regex: new RegExp(`${BEFORE}(?:${alternatives.join("|")})${AFTER}`, "giu"), byWord };
}

function compiled(replacements: readonly WordReplacement[]): CompiledReplacements | null {
  let entry = cache.get(replacements);
  if (entry === undefined) {
    entry = compile(replacements);
    cache.set(replacements, entry);
  }
  return entry;
}

/** "FUCK" → "FRICK", "Fuck" → "Frick", anything else → the replacement as written. */
function matchCase(original: string, replacement: string): string {
  const upper = original.toUpperCase();
  const lower = original.toLowerCase();
  if (original === upper && original !== lower && original.length > 1) {
    return replacement.toUpperCase();
  }
  const first = original.charAt(0);
  if (first !== first.toLowerCase() && original.slice(1) === lower.slice(1)) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/**
 * Applies a viewer's replacements to a message. Only whole words match ("damnation" and
 * "garbageman" stay as written); punctuation and spaces are boundaries. The compiled pattern is
 * cached per replacements array, so pass the same array for every message of a viewer.
 */
export function applyWordReplacements(
  text: string,
  replacements: readonly WordReplacement[],
): string {
  const entry = compiled(replacements);
  if (entry === null || text.length === 0) return text;
  return text.replace(entry.regex, (match) =>
    matchCase(match, entry.byWord.get(match.toLowerCase()) ?? match),
  );
}

/** "fuck" → "f***": the first character, then one asterisk per remaining character. */
export function maskWord(word: string): string {
  const chars = Array.from(word);
  if (chars.length <= 1) return word;
  return (chars[0] as string) + "*".repeat(chars.length - 1);
}
