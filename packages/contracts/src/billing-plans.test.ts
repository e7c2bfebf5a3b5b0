import { describe, expect, it } from "vitest";
import { PLANS, planById, planByLookupKey, planForTier, tierFeatures } from "./billing-plans.ts";
import { seesSponsorBanner } from "./constants.ts";

describe("the plan ladder (docs/decisions.md, Issue 12)", () => {
  it("goes Free, Ad-Free, Team Owner, League Owner, Pro, each dearer than the last", () => {
    expect(PLANS.map((p) => p.name)).toEqual([
      "Free",
      "Ad-Free",
      "Team Owner",
      "League Owner",
      "Pro",
    ]);
    const prices = PLANS.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
  });

  it("highlights Pro alone as 'Most Popular'", () => {
    expect(PLANS.filter((p) => p.highlighted).map((p) => p.id)).toEqual(["pro"]);
  });

  it("gives every paid plan a unique lookup key and the free plan none", () => {
    const keys = PLANS.map((p) => p.lookupKey);
    expect(keys[0]).toBeNull();
    expect(new Set(keys.slice(1)).size).toBe(PLANS.length - 1);
    expect(planByLookupKey("huddle_pro_monthly")).toBe(planById("pro"));
  });

  it("says what each tier unlocks from the seed's team limits", () => {
    expect(tierFeatures("team_owner", true)).toEqual([
      "Chat in every league, team and game room",
      "No sponsor banner",
      "Create up to 1 custom team",
      "Up to 10 members per team",
    ]);
    expect(tierFeatures("super_vip", true)).toContain("Unlimited members per team");
    expect(tierFeatures("free", false)).toContain("Sponsor banner at the bottom of the page");
  });

  it("maps free, basic and no tier to the Free plan, and unsold tiers to none", () => {
    expect(planForTier("basic")?.id).toBe("free");
    expect(planForTier(null)?.id).toBe("free");
    expect(planForTier("league_owner")?.id).toBe("league_owner");
    expect(planForTier("school")).toBeUndefined();
  });

  it("shows the sponsor banner to no tier, free and basic only", () => {
    expect([null, "free", "basic", "adfree", "pro"].map((t) => seesSponsorBanner(t))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
