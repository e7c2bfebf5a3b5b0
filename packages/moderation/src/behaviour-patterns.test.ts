import { describe, expect, it } from "vitest";
import { moderate } from "./moderate.ts";

// Round 10's phrase families, with the model off: each must hold on the rules alone, and the
// sports talk that shares their words must pass.
const rulesOnly = (text: string) => moderate(text, { model: null });

describe("behaviour patterns: blocked on the rules alone", () => {
  it.each([
    ["everybody go dogpile that clown in the replies", "harassment"],
    ["chat, let's all mass report her, she deserves it", "harassment"],
    ["i'm gonna send this to your boss, see how he likes it", "harassment"],
    ["i will expose him tonight, screenshots saved", "harassment"],
    ["make a new acc, i'll find every account you make", "harassment"],
    ["if you had any sense you'd walk into the ocean", "harassment"],
    ["mate just go offline forever", "harassment"],
    ["you should just off yourself", "harassment"],
    ["no one would even notice if you left lol", "harassment"],
    ["do the world a favour and vanish", "harassment"],
    ["romanians are all thieves, hide your phones", "hate_speech"],
    ["asians can't drive and they can't coach either", "hate_speech"],
    ["go back to wherever you're from", "hate_speech"],
    ["special olympics defense out there tonight", "hate_speech"],
    ["she should stick to the washing up", "hate_speech"],
    ["selling 2 tickets, face value plus a bit, dm me asap", "spam"],
    ["token presale live now, this is going to the moon", "spam"],
    ["use my referral code and sign up with my link for a bonus", "spam"],
    ["fixed matches this weekend, join my vip group", "spam"],
  ])("blocks %j as %s", (text, category) => {
    const result = rulesOnly(text);
    expect(result.decision).toBe("block");
    expect(result.categories).toContain(category);
  });
});

describe("behaviour patterns: the sports talk beside them passes", () => {
  it.each([
    "everyone report to gate C by six",
    "chat spam W's if we win this",
    "nobody is saying women can't play, chill",
    "the Brazilians can't defend set pieces this year",
    "back to the kitchen for the cook, great call",
    "the Special Olympics games were inspiring",
    "their season walked off a cliff in November",
    "dm me if you want to swap fantasy players",
    "face value tickets went fast this year",
    "the Romanian keeper was brilliant",
    "nobody would blame the coach for that call",
    "he did himself in with that pick six",
    "take the pressure off yourself, it's just fantasy",
    "their playoff hopes disappear for good tonight",
    "the Russians are trash this tournament",
    "the Nigerians are too slow at the back",
    "i know you live in Boston, who do you root for?",
  ])("allows %j", (text) => {
    expect(rulesOnly(text).decision).toBe("allow");
  });
});
