import { WORD_CLASSES } from "./word-classes.ts";

/** Class names in a fixed order: a class's index is its position here. */
export const CLASS_NAMES: readonly string[] = Object.keys(WORD_CLASSES);

/** Word → class index. A word listed twice keeps its first class. */
const CLASS_OF = new Map<string, number>();
CLASS_NAMES.forEach((name, index) => {
  for (const word of (WORD_CLASSES[name] as string).split(" ")) {
    if (word.length > 0 && !CLASS_OF.has(word)) CLASS_OF.set(word, index);
  }
});

/** The class index of a normalized token, or -1 when it has none. */
export function wordClass(token: string): number {
  return CLASS_OF.get(token) ?? -1;
}
