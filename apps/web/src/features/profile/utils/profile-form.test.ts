import { describe, expect, it } from "vitest";
import { membershipTierLabel } from "@huddle/contracts/billing";
import { parseSettingsTab } from "./settings-tab";

describe("profile utils", () => {
  it("shows the free tier as Free", () => {
    expect(membershipTierLabel("free")).toBe("Free");
    expect(membershipTierLabel("adfree")).toBe("Ad-Free");
  });

  it("maps tab=follow to following and unknown tabs to general", () => {
    expect(parseSettingsTab("follow")).toBe("following");
    expect(parseSettingsTab("wordReplacements")).toBe("wordReplacements");
    expect(parseSettingsTab(null)).toBe("general");
    expect(parseSettingsTab("admin")).toBe("general");
  });
});
