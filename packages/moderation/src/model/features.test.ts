import { describe, expect, it } from "vitest";
import { addressesChatter } from "./features.ts";

describe("addressesChatter", () => {
  it("is true when a token is one of the model's 'you' words", () => {
    for (const tokens of [["you", "seeing", "this"], ["ur", "takes"], ["youre", "wild"], ["ya"]])
      expect(addressesChatter(tokens), tokens.join(" ")).toBe(true);
  });

  it("is false for lines about a third person, and for words that only contain 'you'", () => {
    for (const tokens of [["she", "is", "fast"], ["youth", "league"], ["young", "guns"], []])
      expect(addressesChatter(tokens), tokens.join(" ")).toBe(false);
  });
});
