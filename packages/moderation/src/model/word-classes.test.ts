import { describe, expect, it } from "vitest";
import { BUCKETS, hashFeatures, MAX_FEATURES, namedFeatures } from "./features.ts";
import { CLASS_NAMES, wordClass } from "./word-class-index.ts";
import { WORD_CLASSES } from "./word-classes.ts";

describe("word classes", () => {
  it("lists each word once, as a normalized token (lowercase, no spaces or apostrophes)", () => {
    const words = Object.values(WORD_CLASSES).flatMap((list) => list.split(" "));
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word).toMatch(/^[a-z0-9]+$/);
  });

  it("gives an unseen insult the class of the ones seen", () => {
    expect(wordClass("walnut")).toBe(wordClass("clown"));
    expect(CLASS_NAMES[wordClass("walnut")]).toBe("insult_noun");
    expect(wordClass("hello")).toBe(-1);
  });

  it("emits the class n-grams, so 'you absolute walnut' shares features with 'you absolute clown'", () => {
    const grams = (text: string): string[] => namedFeatures(text.split(" ")).map((f) => f.gram);
    expect(grams("you absolute walnut")).toContain("<you> <intensifier> <insult_noun>");
    expect(grams("you absolute walnut")).toContain("<insult_noun> (to you)");
    const out = new Int32Array(MAX_FEATURES);
    const a = new Set(out.subarray(0, hashFeatures(["you", "absolute", "walnut"], out)));
    const b = Array.from(out.subarray(0, hashFeatures(["you", "absolute", "clown"], out)));
    expect(b.filter((bucket) => a.has(bucket)).length).toBeGreaterThan(8);
  });

  it("stays within MAX_FEATURES when every word has a class and a target", () => {
    const long = Array.from({ length: 2000 }, (_, i) => (i % 2 === 0 ? "u" : "he"));
    const out = new Int32Array(MAX_FEATURES);
    const count = hashFeatures(long, out);
    expect(count).toBeLessThanOrEqual(MAX_FEATURES);
    expect(namedFeatures(long)).toHaveLength(count);
    expect(Array.from(out.subarray(0, count)).every((b) => b >= 0 && b < BUCKETS)).toBe(true);
  });
});
