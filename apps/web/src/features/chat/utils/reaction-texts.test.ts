import { describe, expect, it } from "vitest";
import { reactionChipLabel, reactorsText } from "./reaction-texts";

describe("reactorsText", () => {
  it("names everyone when the sample holds them all, and counts the rest otherwise", () => {
    expect(reactorsText({ reactors: ["ana"], count: 1 })).toBe("ana");
    expect(reactorsText({ reactors: ["ana", "ben"], count: 2 })).toBe("ana and ben");
    expect(reactorsText({ reactors: ["ana", "ben", "cy"], count: 4 })).toBe(
      "ana, ben, cy and 1 other",
    );
    expect(reactorsText({ reactors: ["ana", "ben", "cy"], count: 9 })).toBe(
      "ana, ben, cy and 6 others",
    );
  });
});

describe("reactionChipLabel", () => {
  it("says what pressing does", () => {
    expect(reactionChipLabel({ emoji: "🔥", count: 2, reacted: true, reactors: [] })).toBe(
      "fire: 2 reactions, including yours. Remove your fire",
    );
    expect(reactionChipLabel({ emoji: "👍", count: 1, reacted: false, reactors: [] })).toBe(
      "thumbs up: 1 reaction. React with thumbs up",
    );
  });
});
