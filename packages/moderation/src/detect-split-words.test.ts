import { describe, expect, it } from "vitest";
import { moderate } from "./moderate.ts";

const rulesOnly = (text: string) => moderate(text, { model: null });

describe("words typed in pieces", () => {
  it.each([
    ["fu ck this ref", "profanity"],
    ["what the fu ck", "profanity"],
    ["sh it happens when you can't tackle", "profanity"],
    ["a ss hole move by the keeper", "profanity"],
    ["b itch please", "profanity"],
    ["dark ie on the wing", "hate_speech"],
  ])("blocks %j as %s, and says which pieces", (text, category) => {
    const result = rulesOnly(text);
    expect(result.categories).toContain(category);
    expect(result.evidence.flatMap((e) => e.matches).join(" ")).toMatch(/ /);
  });

  it.each([
    "go ok state!",
    "she went in hard on the tackle",
    "Ind vs Pak is the only rivalry that matters",
    "an Al Horford block, what a play",
    "that got a boo from the crowd",
    "poor n tired after the double header",
    "it is what it is",
  ])("leaves words that only sit side by side: %j", (text) => {
    expect(rulesOnly(text).decision).toBe("allow");
  });

  it("reads who're as two words, not a listed one", () => {
    expect(moderate("who're you kidding, we're winning this").decision).toBe("allow");
    expect(moderate("who’re you kidding").decision).toBe("allow");
  });
});
