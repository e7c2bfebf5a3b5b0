import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluate, parseEvalLine, type EvalReport } from "./eval/evaluate.ts";
import { moderate } from "./moderate.ts";

/**
 * Pins the committed model's figures on lines it never trained on (docs/moderation.md, round 6),
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

describe("the committed model on held-out lines", () => {
  it("keeps the test split's recall and false-positive rate (round 6: 63.8% / 0.9%)", () => {
    const figures = report("sports-chat.test.jsonl");
    expect(figures.recall).toBeGreaterThanOrEqual(0.63);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(0.01);
  });

  it("keeps the round-6 unseen probe's figures (73.2% / 0.0%)", () => {
    const figures = report("probe-round6.jsonl");
    expect(figures.recall).toBeGreaterThanOrEqual(0.72);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(0.014);
  });
});
