import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluate, parseEvalLine, type EvalReport } from "./eval/evaluate.ts";
import { moderate } from "./moderate.ts";

/**
 * Pins the committed model's figures on lines it never trained on (docs/moderation.md, round 10),
 * so a retrain or a feature change that loses recall or adds false positives fails here. The
 * lines are ours; the public corpora are never read by tests.
 */
function report(file: string): EvalReport {
  const lines = readFileSync(new URL(`../data/${file}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map(parseEvalLine);
  return evaluate(lines, (text) => moderate(text));
}

/** Each file's floor on recall and ceiling on false positives, with the round-10 figures. */
const PINNED: { file: string; figures: string; minRecall: number; maxFalsePositives: number }[] = [
  // Round 8 traded one more test false positive (4 → 5 of 442) for 5 points of test recall.
  {
    file: "sports-chat.test.jsonl",
    figures: "71.5% / 1.1%, 5 of 442",
    minRecall: 0.71,
    maxFalsePositives: 5 / 442,
  },
  { file: "probe-round6.jsonl", figures: "84.8% / 0.0%", minRecall: 0.845, maxFalsePositives: 0 },
  { file: "probe-round7.jsonl", figures: "89.9% / 0.0%", minRecall: 0.895, maxFalsePositives: 0 },
  {
    file: "probe-round8.jsonl",
    figures: "87.2% / 2.5%, 2 of 81",
    minRecall: 0.87,
    maxFalsePositives: 2 / 81,
  },
  // Lines by other writers than the training set's: the honest, far lower figures.
  {
    file: "probe-writer2.jsonl",
    figures: "52.9% / 1.1%, 1 of 90",
    minRecall: 0.525,
    maxFalsePositives: 1 / 90,
  },
  {
    file: "probe-round9.jsonl",
    figures: "60.2% / 1.2%, 1 of 84",
    minRecall: 0.6,
    maxFalsePositives: 1 / 84,
  },
  // Round 10's phrase families were written after reading this file's misses: no longer blind.
  {
    file: "probe-voices.jsonl",
    figures: "48.2% / 0.6%, 1 of 157",
    minRecall: 0.48,
    maxFalsePositives: 1 / 157,
  },
  // Written blind for round 10, after its rules; they caught none of it that the model missed.
  {
    file: "probe-round10.jsonl",
    figures: "53.7% / 1.5%, 2 of 130",
    minRecall: 0.535,
    maxFalsePositives: 2 / 130,
  },
];

describe("the committed model on held-out lines", () => {
  it.each(PINNED)(
    "keeps $file's figures (round 10: $figures)",
    ({ file, minRecall, maxFalsePositives }) => {
      const figures = report(file);
      expect(figures.recall).toBeGreaterThanOrEqual(minRecall);
      expect(figures.falsePositiveRate).toBeLessThanOrEqual(maxFalsePositives);
    },
  );
});
