import { describe, expect, it } from "vitest";
import { banRequestSchema, muteRequestSchema } from "./admin.ts";

describe("admin user requests", () => {
  it("bans permanently when no duration is sent (spec 000 §4 default)", () => {
    expect(banRequestSchema.parse({ reason: "spam links" })).toEqual({
      reason: "spam links",
      duration: "permanent",
    });
    expect(banRequestSchema.safeParse({ reason: "spam", duration: "2w" }).success).toBe(false);
  });

  it("mutes permanently when no hours are sent, as an empty prompt does (spec 001 §5)", () => {
    expect(muteRequestSchema.parse({}).hours).toBeNull();
    expect(muteRequestSchema.parse({ hours: 3 }).hours).toBe(3);
    expect(muteRequestSchema.safeParse({ hours: 0 }).success).toBe(false);
  });
});
