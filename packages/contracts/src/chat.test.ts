import { describe, expect, it } from "vitest";
import { appealRequestSchema } from "./chat.ts";

describe("an appeal's filterInfo", () => {
  it("keeps what the filter said and drops anything else, however deeply nested", () => {
    let deep: unknown = [];
    for (let i = 0; i < 5_000; i++) deep = [deep];
    const parsed = appealRequestSchema.parse({
      messageText: "what a tackle",
      appealReason: "It was about the game",
      filterInfo: { roomSlug: "general", categories: ["Violence"], toxicityScore: 0.6, deep },
    });
    expect(parsed.filterInfo).toEqual({
      roomSlug: "general",
      categories: ["Violence"],
      toxicityScore: 0.6,
    });
  });
});
