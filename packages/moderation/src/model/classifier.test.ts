import { describe, expect, it } from "vitest";
import { toScore } from "./classifier.ts";
import { BUCKETS, hashFeatures, MAX_FEATURES, modelTokens, namedFeatures } from "./features.ts";
import { readModel } from "./load-model.ts";
import { normalize } from "../normalize.ts";

describe("toScore", () => {
  it("puts the validation threshold exactly on the category's block line", () => {
    expect(toScore(0.3, 0.3, 0.7)).toBeCloseTo(0.7);
    expect(toScore(0.3, 0.3, 0.9)).toBeCloseTo(0.9);
  });

  it("is monotonic from 0 to 1 on both sides of the threshold", () => {
    expect(toScore(0, 0.4, 0.8)).toBe(0);
    expect(toScore(0.2, 0.4, 0.8)).toBeCloseTo(0.4);
    expect(toScore(0.7, 0.4, 0.8)).toBeCloseTo(0.9);
    expect(toScore(1, 0.4, 0.8)).toBeCloseTo(1);
  });
});

describe("features", () => {
  const tokens = ["we", "killed", "them"];

  it("names every hashed feature in the order it is emitted", () => {
    const out = new Int32Array(MAX_FEATURES);
    const count = hashFeatures(tokens, out);
    const buckets = Array.from(out.subarray(0, count));
    const named = namedFeatures(tokens);
    expect(named.map((f) => f.bucket)).toEqual(buckets);
    expect(named.length).toBe(count);
    expect(named.map((f) => f.gram)).toContain("killed");
    expect(named.map((f) => f.gram)).toContain("we killed");
    expect(buckets.every((b) => b >= 0 && b < BUCKETS)).toBe(true);
  });

  it("reads word 3-grams and skip-bigrams, so a phrase weighs more than its words", () => {
    const grams = namedFeatures(tokens).map((f) => f.gram);
    expect(grams).toContain("we killed them");
    expect(grams).toContain("we … them");
    expect(namedFeatures(["we", "killed"]).map((f) => f.gram)).not.toContain("we … killed");
  });

  it("stops at 600 characters however long the message", () => {
    const long = Array.from({ length: 2000 }, (_, i) => `w${i}`);
    const out = new Int32Array(MAX_FEATURES);
    expect(hashFeatures(long, out)).toBeLessThanOrEqual(MAX_FEATURES);
    expect(namedFeatures(long)).toHaveLength(hashFeatures(long, out));
  });

  it("masks allow-listed tokens so names and idioms give the model nothing", () => {
    expect(modelTokens(["dick", "vitale", "rocks"], Uint8Array.from([1, 1, 0]), null)).toEqual([
      "_",
      "_",
      "rocks",
    ]);
  });

  it("reads an @mention as one name, however many parts the username has", () => {
    const { tokens, handle } = normalize("@fan_07_b nice pass");
    expect(modelTokens(tokens, null, handle)).toEqual(["_", "nice", "pass"]);
  });
});

describe("the committed model", () => {
  it("has one 16-bit weight per bucket and category and a threshold per category", () => {
    const model = readModel();
    expect(model.weights.length).toBe(BUCKETS * model.meta.categories.length);
    expect(model.meta.thresholds).toHaveLength(model.meta.categories.length);
    for (const t of model.meta.thresholds) expect(t).toBeGreaterThan(0);
  });
});
