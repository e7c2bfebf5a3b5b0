import { teamLimitsFor, UNLIMITED } from "./rules/team-limits.ts";
import type { MembershipTier } from "./constants.ts";

/**
 * The one list of premium plans (seed 001 §3 Subscription plan, §9 team limits; prices are our
 * ladder, docs/decisions.md "Issue 12 — premium"). Stripe price ids are not here: they come from
 * configuration or from the lookup keys that `npm run billing:sync` puts on the Stripe prices.
 */
export const PLAN_IDS = ["free", "adfree", "team_owner", "league_owner", "pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanDefinition {
  id: PlanId;
  name: string;
  description: string;
  /** In the smallest unit of `currency` (cents). */
  price: number;
  currency: "usd";
  interval: "month" | null;
  highlighted: boolean;
  /** The tier an active subscription to this plan grants. */
  tier: MembershipTier;
  /** The Stripe price's lookup key (null for the free plan). */
  lookupKey: string | null;
}

/** What a tier unlocks, in words for the plan cards. */
export function tierFeatures(tier: MembershipTier, adFree: boolean): string[] {
  const { maxTeams, maxMembers } = teamLimitsFor(tier);
  const teams =
    maxTeams === 0
      ? ["Join and follow custom teams"]
      : [
          `Create up to ${maxTeams} custom team${maxTeams === 1 ? "" : "s"}`,
          maxMembers === UNLIMITED
            ? "Unlimited members per team"
            : `Up to ${maxMembers} members per team`,
        ];
  return [
    "Chat in every league, team and game room",
    adFree ? "No sponsor banner" : "Sponsor banner at the bottom of the page",
    ...teams,
  ];
}

export const PLANS: readonly PlanDefinition[] = [
  {
    id: "free",
    name: "Free",
    description: "Everything you need to talk sports with other fans.",
    price: 0,
    currency: "usd",
    interval: null,
    highlighted: false,
    tier: "free",
    lookupKey: null,
  },
  {
    id: "adfree",
    name: "Ad-Free",
    description: "The free experience without the sponsor banner.",
    price: 299,
    currency: "usd",
    interval: "month",
    highlighted: false,
    tier: "adfree",
    lookupKey: "huddle_adfree_monthly",
  },
  {
    id: "team_owner",
    name: "Team Owner",
    description: "Run your own custom team.",
    price: 499,
    currency: "usd",
    interval: "month",
    highlighted: false,
    tier: "team_owner",
    lookupKey: "huddle_team_owner_monthly",
  },
  {
    id: "league_owner",
    name: "League Owner",
    description: "Several teams for a small league.",
    price: 799,
    currency: "usd",
    interval: "month",
    highlighted: false,
    tier: "league_owner",
    lookupKey: "huddle_league_owner_monthly",
  },
  {
    id: "pro",
    name: "Pro",
    description: "The most teams and members for clubs and organizers.",
    price: 999,
    currency: "usd",
    interval: "month",
    highlighted: true,
    tier: "pro",
    lookupKey: "huddle_pro_monthly",
  },
];

export function planById(id: string): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function planByLookupKey(key: string | null | undefined): PlanDefinition | undefined {
  return key ? PLANS.find((plan) => plan.lookupKey === key) : undefined;
}

/** The plan whose tier the user holds; free, basic and no tier map to free; unsold tiers to none. */
export function planForTier(tier: string | null | undefined): PlanDefinition | undefined {
  const plan = PLANS.find((p) => p.tier === tier);
  return plan ?? (tier === "basic" || !tier ? PLANS[0] : undefined);
}
