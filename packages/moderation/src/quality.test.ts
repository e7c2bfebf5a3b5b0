import { describe, expect, it } from "vitest";
import { parseCsv } from "../bench/csv.ts";
import { loadLabeledChat } from "../bench/datasets.ts";
import { measureLabeled } from "../bench/quality.ts";

describe("quality on the project's labeled chat set", () => {
  const quality = measureLabeled(loadLabeledChat());

  it("has at least 400 messages covering every category", () => {
    expect(quality.total).toBeGreaterThanOrEqual(400);
    expect(Object.keys(quality.recallByCategory).sort()).toEqual(
      [
        "harassment",
        "hate_speech",
        "politics",
        "profanity",
        "religion",
        "sexual_content",
        "spam",
        "toxicity",
        "violence",
      ].sort(),
    );
  });

  it("blocks at least 95% of the messages labelled block", () => {
    expect(quality.recall).toBeGreaterThanOrEqual(0.95);
  });

  it("blocks at most 2% of the messages labelled allow", () => {
    expect(quality.falsePositiveRate).toBeLessThanOrEqual(0.02);
  });
});

describe("parseCsv", () => {
  it("reads quoted fields with commas, line breaks and doubled quotes", () => {
    const csv = 'a,b\n1,"x, ""y""\nz"\r\n2,plain\n';
    expect(parseCsv(csv)).toEqual([
      ["a", "b"],
      ["1", 'x, "y"\nz'],
      ["2", "plain"],
    ]);
  });

  it("keeps empty fields and a last line without a newline", () => {
    expect(parseCsv("a,,c\n,,")).toEqual([
      ["a", "", "c"],
      ["", "", ""],
    ]);
  });
});
