import type { WordReplacement } from "@huddle/contracts/word-replacements";
import type { WordReplacementRow } from "../../db/schema.ts";

export function presentWordReplacement(row: WordReplacementRow): WordReplacement {
  return {
    id: row.id,
    replacementId: row.id,
    originalWord: row.originalWord,
    replacementWord: row.replacementWord,
  };
}
