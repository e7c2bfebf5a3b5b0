import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluate, parseEvalLine, type EvalReport } from "./eval/evaluate.ts";
import { moderate } from "./moderate.ts";

/**
 * Pins the committed model's figures on lines it never trained on (docs/moderation.md, round 9a),
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
  // Round 8 traded one more test false positive (4 → 5 of 442) for 5 points of test recall.
  it("keeps the test split's recall and false-positive rate (round 9a: 70.9% / 1.1%, 5 of 442)", () => {
    const figures = report("sports-chat.test.jsonl");
    expect(figures.recall).toBeGreaterThanOrEqual(0.705);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(5 / 442);
  });

  it("keeps the round-6 unseen probe's figures (round 9a: 83.9% / 0.0%)", () => {
    const figures = report("probe-round6.jsonl");
    expect(figures.recall).toBeGreaterThanOrEqual(0.835);
    expect(figures.falsePositiveRate).toBe(0);
  });

  it("keeps the round-7 unseen probe's figures (round 9a: 89.9% / 0.0%)", () => {
    const figures = report("probe-round7.jsonl");
    expect(figures.recall).toBeGreaterThanOrEqual(0.895);
    expect(figures.falsePositiveRate).toBe(0);
  });

  it("keeps the round-8 unseen probe's figures (round 9a: 87.2% / 2.5%, 2 of 81)", () => {
    const figures = report("probe-round8.jsonl");
    expect(figures.recall).toBeGreaterThanOrEqual(0.87);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(2 / 81);
  });

  // Lines by other writers than the training set's: the honest, far lower figures.
  it("keeps the second writer's blind probe figures (round 9a: 52.9% / 1.1%, 1 of 90)", () => {
    const figures = report("probe-writer2.jsonl");
    expect(figures.recall).toBeGreaterThanOrEqual(0.525);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(1 / 90);
  });

  it("keeps the round-9 blind probe's figures (round 9a: 58.5% / 1.2%, 1 of 84)", () => {
    const figures = report("probe-round9.jsonl");
    expect(figures.recall).toBeGreaterThanOrEqual(0.58);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(1 / 84);
  });

  it("keeps the three-voices blind probe figures (round 9a: 38.5% / 0.6%, 1 of 157)", () => {
    const figures = report("probe-voices.jsonl");
    expect(figures.recall).toBeGreaterThanOrEqual(0.38);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(1 / 157);
  });
});
