import { describe, expect, it } from "vitest";
import { moderate } from "./moderate.ts";

describe("marks read on the message as typed", () => {
  it("blocks echo brackets around a name or group as hate speech, and says so", () => {
    for (const text of [
      "it's always the (((same people))) owning the teams",
      "the ((( owners ))) strike again",
      "of course (((Goldberg))) runs the league office",
    ]) {
      const result = moderate(text, { model: null });
      expect(result.decision, text).toBe("block");
      expect(result.categories, text).toContain("hate_speech");
      const rules = result.evidence.find((e) => e.source === "rules");
      expect(rules?.matches.some((m) => m.startsWith("((("))).toBe(true);
    }
  });

  it("leaves hugs and ordinary brackets alone", () => {
    for (const text of [
      "(((hugs))) to the whole bench",
      "Brady (7 TDs) (what a game)",
      "((( )))",
    ]) {
      expect(moderate(text, { model: null }).decision, text).toBe("allow");
    }
  });

  it("reads emoji that mean one thing: the middle finger, eggplant innuendo, a gun at a chatter", () => {
    for (const [text, category] of [
      ["🖕🖕 refs", "profanity"],
      ["🖕🏽", "profanity"],
      ["wanna see my 🍆", "sexual_content"],
      ["🍆🍑", "sexual_content"],
      ["😍🍆💦 that sideline reporter", "sexual_content"],
      ["🍑💦", "sexual_content"],
      ["🔫🔫 @vince you're next", "violence"],
      ["🔪 @marty", "violence"],
      ["ur next 🔫", "violence"],
    ] as const) {
      const result = moderate(text, { model: null });
      expect(result.decision, text).toBe("block");
      expect(result.categories, text).toContain(category);
    }
  });

  it("leaves a shooter's gun, an eggplant at the food stand and sports emoji alone", () => {
    for (const text of [
      "@steph 🔫 from deep",
      "steph 🔫🔫🔫",
      "eggplant parm 🍆 at the stand is elite",
      "🍑 cobbler at the tailgate",
      "💦 sweating through this overtime",
      "🔥🔥🔥 what a finish",
    ]) {
      expect(moderate(text, { model: null }).decision, text).toBe("allow");
    }
  });

  it("blocks a rope or gun in the place of 'kill', and monkeys or bananas aimed at a player (round 27)", () => {
    for (const [text, category] of [
      ["you should 🪢 yourself @lola_lfc", "harassment"],
      ["go 🔫 urself", "harassment"],
      ["🐒🐒🐒 every time Vinícius touches the ball", "hate_speech"],
      ["@winger_10 🐵🐵", "hate_speech"],
      ["throwing 🍌🍌 at their winger, where he belongs", "hate_speech"],
    ] as const) {
      const result = moderate(text, { model: null });
      expect(result.decision, text).toBe("block");
      expect(result.categories, text).toContain(category);
    }
    for (const text of [
      "the Rally Monkey is BACK, Angels fans you know what time it is 🐒",
      "🙈🙈 I can't watch this defense",
      "🍌🍌 this game is bananas",
      "that's some 🦍 strength from him",
      "Curry 🔫 from deep again",
    ]) {
      expect(moderate(text, { model: null }).decision, text).toBe("allow");
    }
  });

  it("blocks the hyphenated a-hole, not a hole in the defense", () => {
    expect(moderate("a-hole ump", { model: null }).categories).toContain("profanity");
    expect(moderate("there's a hole in their zone", { model: null }).decision).toBe("allow");
  });
});
