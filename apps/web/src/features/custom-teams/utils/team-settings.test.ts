import { describe, expect, it } from "vitest";
import { buildOwnedTeam } from "@/test/custom-team-factories";
import { changedFields, draftFromTeam, settingsError, updateBody } from "./team-settings";

describe("team settings", () => {
  it("finds only the fields that changed", () => {
    const loaded = draftFromTeam(buildOwnedTeam());
    expect(changedFields(loaded, { ...loaded })).toEqual({});
    expect(changedFields(loaded, { ...loaded, location: "Dallas, TX", isPublic: false })).toEqual({
      location: "Dallas, TX",
      isPublic: false,
    });
  });

  it("sends a cleared age range or skill level as null", () => {
    expect(updateBody({ ageRange: "", skillLevel: "Advanced" })).toEqual({
      ageRange: null,
      skillLevel: "Advanced",
    });
  });

  it("joins the spec's messages with commas (spec 001 §5 Edit team)", () => {
    expect(settingsError({ name: " ", description: "x".repeat(501) })).toBe(
      "Team name is required, Description must be less than 500 characters",
    );
    expect(settingsError({ name: "x".repeat(51) })).toBe(
      "Team name must be less than 50 characters",
    );
    expect(settingsError({ name: "Eastside" })).toBeNull();
  });
});
