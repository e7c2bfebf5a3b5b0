import type { Decision } from "../decide.ts";
import { CATEGORIES, type Category } from "../score.ts";

/**
 * Quality of a labelled set: per-category recall, overall block recall, false-positive rate and
 * the confusion of labels (which categories the filter named for lines of each expected one).
 * Pure: the caller supplies the verdicts, so the same code measures any filter.
 */

export interface EvalLine {
  text: string;
  expect: "allow" | "block";
  categories: string[];
}

export interface Verdict {
  decision: Decision;
  categories: readonly Category[];
}

export interface EvalReport {
  total: number;
  blockExpected: number;
  allowExpected: number;
  /** Blocked share of the lines labelled block. */
  recall: number;
  /** Blocked share of the lines labelled allow. */
  falsePositiveRate: number;
  /** Per expected category: lines labelled block with it, blocked ones, recall. */
  perCategory: Record<string, { total: number; blocked: number; recall: number }>;
  /**
   * expected category (or "allow") → category the filter named (or "allow" when not blocked) →
   * count. A blocked line counts once for each category it was blocked for.
   */
  confusion: Record<string, Record<string, number>>;
}

/** Parses one JSONL line; accepts the older `{expected, category}` spelling too. */
export function parseEvalLine(line: string): EvalLine {
  const raw = JSON.parse(line) as Record<string, unknown>;
  const text = raw["text"];
  const expect = raw["expect"] ?? raw["expected"];
  if (typeof text !== "string") throw new Error("Expected a string `text` field");
  if (expect !== "allow" && expect !== "block") throw new Error("`expect` must be allow|block");
  const listed = raw["categories"] ?? (raw["category"] === undefined ? [] : [raw["category"]]);
  const categories = Array.isArray(listed) ? listed.filter((c) => typeof c === "string") : [];
  return { text, expect, categories };
}

function bump(table: Record<string, Record<string, number>>, row: string, column: string): void {
  const cells = (table[row] ??= {});
  cells[column] = (cells[column] ?? 0) + 1;
}

export function evaluate(lines: readonly EvalLine[], judge: (text: string) => Verdict): EvalReport {
  const perCategory: EvalReport["perCategory"] = {};
  const confusion: EvalReport["confusion"] = {};
  let blockExpected = 0;
  let blocked = 0;
  let falsePositives = 0;
  for (const line of lines) {
    const verdict = judge(line.text);
    const isBlocked = verdict.decision === "block";
    const named = isBlocked && verdict.categories.length > 0 ? verdict.categories : ["allow"];
    const rows = line.expect === "allow" ? ["allow"] : line.categories;
    for (const row of rows.length > 0 ? rows : ["uncategorized"]) {
      for (const column of isBlocked ? named : ["allow"]) bump(confusion, row, column);
    }
    if (line.expect === "allow") {
      if (isBlocked) falsePositives++;
      continue;
    }
    blockExpected++;
    if (isBlocked) blocked++;
    for (const category of line.categories) {
      const entry = (perCategory[category] ??= { total: 0, blocked: 0, recall: 0 });
      entry.total++;
      if (isBlocked) entry.blocked++;
    }
  }
  for (const entry of Object.values(perCategory)) entry.recall = entry.blocked / entry.total;
  const allowExpected = lines.length - blockExpected;
  return {
    total: lines.length,
    blockExpected,
    allowExpected,
    recall: blocked / Math.max(blockExpected, 1),
    falsePositiveRate: falsePositives / Math.max(allowExpected, 1),
    perCategory: sortKeys(perCategory),
    confusion,
  };
}

/** Categories in the filter's own order, unknown labels after them. */
function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  const order = (key: string): number => {
    const index = (CATEGORIES as readonly string[]).indexOf(key);
    return index === -1 ? CATEGORIES.length : index;
  };
  const keys = Object.keys(record).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return Object.fromEntries(keys.map((key) => [key, record[key] as T]));
}
