import { describe, expect, it } from "vitest";
import { asksForFresh } from "./cache-control.ts";

describe("asksForFresh", () => {
  it.each([
    ["no-cache", true],
    ["No-Cache", true],
    ["max-age=0, no-cache", true],
    [["private", " no-cache "], true],
    ["max-age=0", false],
    ["no-cache-please", false],
    ["", false],
    [undefined, false],
  ])("%j → %s", (header, expected) => {
    expect(asksForFresh(header)).toBe(expected);
  });
});
