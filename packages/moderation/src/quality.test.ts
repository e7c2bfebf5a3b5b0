import { describe, expect, it } from "vitest";
import { parseCsv } from "../bench/csv.ts";
import { DAVIDSON_SAMPLE_PATH, loadDavidson, loadLabeledChat } from "../bench/datasets.ts";
import { measureDavidson, measureLabeled } from "../bench/quality.ts";

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

// A fixed sample in the repository; `npx tsx packages/moderation/bench/measure-quality.ts`
// measures the whole corpus when ../shared is beside the clone.
describe("quality on a sample of the Davidson tweets (fixtures)", () => {
  it("blocks at least 85% of hate speech and of offensive tweets", () => {
    const quality = measureDavidson(loadDavidson(DAVIDSON_SAMPLE_PATH));
    expect(quality.counts).toEqual([205, 200, 100]);
    expect(quality.blockRate[0]).toBeGreaterThanOrEqual(0.85);
    expect(quality.blockRate[1]).toBeGreaterThanOrEqual(0.85);
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
