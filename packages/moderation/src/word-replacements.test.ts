import { describe, expect, it } from "vitest";
import {
  applyWordReplacements,
  DEFAULT_WORD_REPLACEMENTS,
  maskWord,
  type WordReplacement,
} from "./word-replacements.ts";

const apply = (text: string): string => applyWordReplacements(text, DEFAULT_WORD_REPLACEMENTS);

describe("applyWordReplacements", () => {
  it("ships the six spec pairs", () => {
    expect(DEFAULT_WORD_REPLACEMENTS.map((r) => `${r.originalWord}→${r.replacementWord}`)).toEqual([
      "damn→dang",
      "destroy→outplay",
      "dominate→excel",
      "fuck→frick",
      "fucking→fricking",
      "garbage→subpar",
    ]);
  });

  it("replaces whole words only", () => {
    expect(apply("damn, that damnation was garbageman garbage")).toBe(
      "dang, that damnation was garbageman subpar",
    );
  });

  it("keeps the case of the original", () => {
    expect(apply("Damn. DAMN! damn")).toBe("Dang. DANG! dang");
  });

  it("prefers the longest original", () => {
    expect(apply("fucking fuck")).toBe("fricking frick");
  });

  it("treats punctuation as a boundary", () => {
    expect(apply("(garbage)... destroy!dominate?")).toBe("(subpar)... outplay!excel?");
  });

  it("leaves a mixed-case original's replacement as written", () => {
    expect(apply("dAmN")).toBe("dang");
  });

  it("handles originals with regex characters and phrases", () => {
    const list: WordReplacement[] = [
      { originalWord: "c++", replacementWord: "cee" },
      { originalWord: "holy cow", replacementWord: "wow" },
    ];
    expect(applyWordReplacements("Holy cow", list)).toBe("Wow");
    expect(applyWordReplacements("a c++ fan", list)).toBe("a cee fan");
  });

  it("returns the text unchanged with no replacements", () => {
    expect(applyWordReplacements("damn", [])).toBe("damn");
  });
});

describe("maskWord", () => {
  it("keeps the first letter and masks the rest", () => {
    expect(maskWord("fuck")).toBe("f***");
    expect(maskWord("Damn")).toBe("D***");
  });

  it("leaves one-letter and empty words alone", () => {
    expect(maskWord("a")).toBe("a");
    expect(maskWord("")).toBe("");
  });
});
