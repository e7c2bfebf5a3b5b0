import { describe, expect, it } from "vitest";
import { moderate } from "./moderate.ts";

// Rules alone: the place-name context is a rule, the model's figures move with each retraining.
const decision = (text: string): string => moderate(text, { model: null }).decision;

describe("place names found by context", () => {
  it("allows a listed word followed by a place noun", () => {
    expect(decision("we played coon rapids last night")).toBe("allow");
    expect(decision("cumming high school won state")).toBe("allow");
    expect(decision("the slut county fair")).toBe("allow");
  });

  it("allows a longer word holding a listed word, shaped like a place, after a word of place", () => {
    expect(decision("travelled to shitterton for a pub match")).toBe("allow");
    expect(decision("drove through shitterton")).toBe("allow");
    expect(decision("we played bitchfield road last season")).toBe("allow");
    expect(decision("lightwater fc won the local cup")).toBe("allow");
  });

  it("still blocks the listed words outside those contexts", () => {
    expect(decision("you coon")).toBe("block");
    expect(decision("shit united")).toBe("block");
    expect(decision("in fuckville lol")).toBe("block");
    expect(decision("go to fucking hell")).toBe("block");
    expect(decision("shut up bitches")).toBe("block");
  });
});

describe("sport as devotion", () => {
  it("does not read 'a religion here' as religious talk", () => {
    expect(moderate("football is a religion here").decision).toBe("allow");
    expect(moderate("hockey is a religion in canada").decision).toBe("allow");
  });
});
