import { describe, expect, it } from "vitest";
import {
  hasUnsafeCharacter,
  trimInvisible,
  unsafeTextDetail,
  visibleLength,
} from "./text-safety.ts";

describe("hasUnsafeCharacter", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["bell", "a\u0007b"],
    ["vertical tab", "a\u000bb"],
    ["escape", "a\u001bb"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
    ["a right-to-left override", "a\u202eb"],
    ["a left-to-right embedding", "a\u202ab"],
    ["a first-strong isolate", "a\u2068b"],
    ["a lone high surrogate", "a\ud83cb"],
    ["a lone low surrogate", "a\udf89b"],
    ["a low surrogate before a high one", "\udf89\ud83c"],
  ])("refuses %s", (_name, text) => {
    expect(hasUnsafeCharacter(text)).toBe(true);
  });

  it.each([
    ["plain text", "Touchdown!"],
    ["tab, line feed and carriage return", "line one\r\n\tline two"],
    ["emoji (a valid surrogate pair)", "Go team \ud83c\udf89"],
    ["zero-width characters the filter must see", "fu\u200bck\u200c\u200d\u2060\ufeff"],
    ["left-to-right and right-to-left marks", "\u200e\u200f"],
    ["accents, Arabic and Hebrew", "Café مرحبا שלום"],
    ["the empty string", ""],
  ])("accepts %s", (_name, text) => {
    expect(hasUnsafeCharacter(text)).toBe(false);
  });
});

describe("unsafeTextDetail", () => {
  it("names the field holding the unsafe string", () => {
    expect(unsafeTextDetail({ displayName: "a\u0000", bio: "ok" }, "body")).toBe(
      "displayName: must not contain control characters",
    );
  });

  it("names nested fields and array positions", () => {
    const body = { contentFilters: { team_filters: { specific_custom_teams: ["ok", "x\u0001"] } } };
    expect(unsafeTextDetail(body, "body")).toBe(
      "contentFilters.team_filters.specific_custom_teams[1]: must not contain control characters",
    );
    expect(unsafeTextDetail([["ok"], ["\u0000"]], "body")).toBe(
      "[1][0]: must not contain control characters",
    );
  });

  it("names the root when the value itself is an unsafe string", () => {
    expect(unsafeTextDetail("\u0000", "payload")).toBe(
      "payload: must not contain control characters",
    );
  });

  it("refuses field names with unsafe characters without echoing them", () => {
    expect(unsafeTextDetail({ "a\u0000": 1 }, "body")).toBe(
      "body: must not contain field names with control characters",
    );
    expect(unsafeTextDetail({ settings: { "\u202e": true } }, "body")).toBe(
      "settings: must not contain field names with control characters",
    );
  });

  it("accepts clean values of every JSON type", () => {
    expect(
      unsafeTextDetail({ a: 1, b: null, c: true, d: ["x", { e: "y\n" }], f: {} }, "body"),
    ).toBeNull();
    expect(unsafeTextDetail(42, "body")).toBeNull();
    expect(unsafeTextDetail(null, "body")).toBeNull();
    expect(unsafeTextDetail(undefined, "body")).toBeNull();
  });

  it("walks values nested far deeper than the call stack could recurse", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`) as unknown;
    expect(unsafeTextDetail(deep, "body")).toMatch(/: must not contain control characters$/);
  });
});

describe("trimInvisible and visibleLength", () => {
  it("reads a value of zero-width spaces, joiners, marks and blank letters as empty", () => {
    for (const blank of [
      "\u200B\u200B",
      " \u200C\u200D ",
      "\uFEFF",
      "\u3164\u3164\u3164",
      "\u2800",
      "\u00AD",
    ]) {
      expect(trimInvisible(blank), JSON.stringify(blank)).toBe("");
      expect(visibleLength(blank), JSON.stringify(blank)).toBe(0);
    }
  });

  it("keeps invisible characters inside the text for the content filter, and counts only what shows", () => {
    expect(trimInvisible("\u200B fu\u200Bck \u200B")).toBe("fu\u200Bck");
    expect(visibleLength("a\u200B\u200Bb")).toBe(2);
    expect(visibleLength("KC 🏈")).toBe(5);
    // A family emoji is joined by zero-width joiners inside it: kept whole.
    expect(trimInvisible("go 👨\u200D👩\u200D👧")).toBe("go 👨\u200D👩\u200D👧");
  });
});
