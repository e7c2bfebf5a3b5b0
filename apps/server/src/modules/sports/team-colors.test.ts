import { describe, expect, it } from "vitest";
import { contrastingColor, normalizeHex, teamColorPair } from "./team-colors.ts";

describe("team colors", () => {
  it("normalizes ESPN and CFBD hex spellings to lowercase with #", () => {
    expect(normalizeHex("A40227")).toBe("#a40227");
    expect(normalizeHex("#004A7B")).toBe("#004a7b");
    expect(normalizeHex("red")).toBeNull();
    expect(normalizeHex(null)).toBeNull();
  });

  it("derives white for a dark primary and black for a light one", () => {
    expect(contrastingColor("#003594")).toBe("#ffffff");
    expect(contrastingColor("#fdb927")).toBe("#000000");
  });

  it("keeps the source alternate when there is one", () => {
    expect(teamColorPair(["a40227"], ["ffffff"])).toEqual(["#a40227", "#ffffff"]);
  });

  it("falls through to the next source for a missing or identical alternate", () => {
    expect(teamColorPair(["000000"], [null, "000000", "#8c6e4a"])).toEqual(["#000000", "#8c6e4a"]);
    expect(teamColorPair(["1e4d2b"], [undefined])).toEqual(["#1e4d2b", "#ffffff"]);
  });
});
