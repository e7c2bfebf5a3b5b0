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
});
