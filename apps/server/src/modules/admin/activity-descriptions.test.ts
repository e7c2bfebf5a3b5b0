import { describe, expect, it } from "vitest";
import { describeStaffAction, type StaffActionFacts } from "./activity-descriptions.ts";

const facts = (overrides: Partial<StaffActionFacts>): StaffActionFacts => ({
  actorName: "root",
  action: "user.ban",
  targetName: "bob",
  reason: "",
  after: null,
  ...overrides,
});

describe("describeStaffAction", () => {
  it("says who did what to whom, with the reason when one was given", () => {
    expect(describeStaffAction(facts({ reason: "spam links" }))).toBe(
      "root banned bob: spam links",
    );
    expect(describeStaffAction(facts({ action: "user.unmute", reason: "  " }))).toBe(
      "root unmuted bob",
    );
  });

  it("names roles and tiers as staff read them", () => {
    expect(describeStaffAction(facts({ action: "user.role", after: { adminLevel: "mod" } }))).toBe(
      "root made bob Moderator",
    );
    expect(
      describeStaffAction(facts({ action: "user.tier", after: { membershipTier: "team_owner" } })),
    ).toBe("root changed the tier of bob to Team Owner");
  });

  it("describes room and content actions without a user target", () => {
    const slow = facts({ action: "room.slow_mode", targetName: "General" });
    expect(describeStaffAction({ ...slow, after: { slowModeSeconds: 30 } })).toBe(
      "root set slow mode in General to 30 s",
    );
    expect(describeStaffAction({ ...slow, after: { slowModeSeconds: 0 } })).toBe(
      "root turned slow mode off in General",
    );
    expect(describeStaffAction(facts({ action: "ai.rule.add", targetName: null }))).toBe(
      "root added a custom moderation rule",
    );
  });

  it("falls back to the stored action name for an action it does not know", () => {
    expect(describeStaffAction(facts({ action: "user.something_new" }))).toBe(
      "root user.something_new",
    );
  });
});
