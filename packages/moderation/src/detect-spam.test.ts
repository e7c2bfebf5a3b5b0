import { describe, expect, it } from "vitest";
import { moderate } from "./moderate.ts";

const spam = (text: string, recentMessages?: string[]): number =>
  moderate(text, { recentMessages, model: null }).scores.spam;

describe("spam heuristics", () => {
  it("lets one highlight link through", () => {
    expect(moderate("highlight: https://www.nba.com/watch/recap").decision).toBe("allow");
  });

  it("blocks three links in one message", () => {
    expect(moderate("http://a.com http://b.com http://c.com").categories).toContain("spam");
  });

  it("blocks a link with promotion words", () => {
    expect(moderate("use promo code WIN50 at www.bet.xyz").decision).toBe("block");
  });

  it("blocks a long flood of one character", () => {
    expect(moderate("!".repeat(60)).decision).toBe("block");
  });

  it("lets an excited GOOOAL with a long vowel through", () => {
    expect(moderate(`G${"O".repeat(25)}AL`).decision).toBe("allow");
  });

  it("blocks an emoji flood but not a few emoji", () => {
    expect(moderate("😂".repeat(25)).decision).toBe("block");
    expect(moderate("what a play 🔥🔥🔥").decision).toBe("allow");
  });

  it("blocks the same words repeated many times but not a short chant", () => {
    expect(moderate("buy now ".repeat(10)).decision).toBe("block");
    expect(moderate("Let's go Mets! Let's go Mets! Let's go Mets!").decision).toBe("allow");
  });

  it("never blocks on capitals alone", () => {
    const shout = "WE ARE GOING TO THE SUPER BOWL AND NOBODY CAN STOP US THIS YEAR";
    expect(spam(shout)).toBeGreaterThan(0);
    expect(moderate(shout).decision).toBe("allow");
  });

  it("raises the score as a user repeats the same message", () => {
    const text = "Bills in 4";
    expect(spam(text, [])).toBe(0);
    expect(spam(text, ["bills in 4"])).toBeGreaterThan(0);
    expect(moderate(text, { recentMessages: ["Bills in 4", "BILLS IN 4!!"] }).decision).toBe(
      "block",
    );
  });

  it("ignores recent messages that differ", () => {
    expect(spam("Bills in 4", ["Bills in 5", "go bills"])).toBe(0);
  });
});

describe("round 28: a link spaced out to dodge the link filter", () => {
  it("blocks spaced letters with a domain ending, a spaced shortener and a spaced scheme", () => {
    for (const text of [
      "free picks at w w w . p i c k s . n e t",
      "tinyurl . com/abc",
      "h t t p : / / x",
    ])
      expect(moderate(text, { model: null }).categories, text).toContain("spam");
  });

  it("lets a spaced dot in a sentence pass", () => {
    for (const text of ["went 10 for 30 . top that", "A . J . Brown again", "ok . see you at 7"])
      expect(moderate(text, { model: null }).decision, text).toBe("allow");
  });
});
