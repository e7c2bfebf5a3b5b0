import { z } from "zod";
import { MEMBERSHIP_TIERS, SUBSCRIPTION_SOURCES, type SubscriptionSource } from "./constants.ts";
import { PLAN_IDS } from "./billing-plans.ts";

/** Request and response shapes of /api/billing (seed 001 §3, §7 Billing; issue 12). */

/** Refusals and answers the server sends; quoted texts are the seed's (§8) or issue 12's. */
export const BILLING_ERRORS = {
  unavailable: "Payment system unavailable",
  noActiveSubscription: "You have no active subscription.",
  noBillingAccount: "You have no billing account yet.",
  planNotFound: "Plan not found",
  paidPlanNeedsCard: "Paid plans are bought with a card payment.",
  freePlanNoCard: "The free plan needs no payment.",
  alreadySubscribed:
    "You already have an active subscription. Use Manage Subscription to change plans.",
  cancelFirst: "You have an active paid subscription. Cancel it to return to the free plan.",
  /** Ours: a tier staff granted (or an exemption) is theirs to change, not a subscription. */
  staffGrantedTier:
    "Your plan was set by the Huddle team, not bought here. Contact support to change it.",
  badSignature: "Invalid webhook signature",
} as const;

/**
 * A plan the Huddle team set (a manual tier or an exemption) is theirs to change: the free plan
 * cannot be taken over it here (BILLING_ERRORS.staffGrantedTier).
 */
export function isStaffSetPlan(source: SubscriptionSource | null | undefined): boolean {
  return source === "manual" || source === "exempt";
}

export const MEMBERSHIP_TIER_LABELS: Record<(typeof MEMBERSHIP_TIERS)[number], string> = {
  free: "Free",
  basic: "Basic",
  adfree: "Ad-Free",
  pro: "Pro",
  team_owner: "Team Owner",
  league_owner: "League Owner",
  school: "School",
  super_fan: "Super Fan",
  mvp: "MVP",
  champion: "Champion",
  super_vip: "Super VIP",
};

/** A tier as fans read it ("Team Owner", "Free"); an unknown one as stored. */
export function membershipTierLabel(tier: string): string {
  return (MEMBERSHIP_TIER_LABELS as Record<string, string>)[tier] ?? tier;
}

export const billingPlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  description: z.string(),
  /** Cents. */
  price: z.number().int().min(0),
  currency: z.string(),
  interval: z.enum(["month"]).nullable(),
  features: z.array(z.string()),
  highlighted: z.boolean(),
  tier: z.enum(MEMBERSHIP_TIERS),
  /** The Stripe price id (seed 001 §3 carries it under several names; both are sent). */
  priceId: z.string().nullable(),
  stripePriceId: z.string().nullable(),
  /** False for paid plans while billing is off or their price is unknown. */
  available: z.boolean(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

export const billingPlansResponseSchema = z.object({ plans: z.array(billingPlanSchema) });
export type BillingPlansResponse = z.infer<typeof billingPlansResponseSchema>;

export const billingConfigResponseSchema = z.object({ publishableKey: z.string() });
export type BillingConfigResponse = z.infer<typeof billingConfigResponseSchema>;

/** "none" when the user holds no subscription of any kind (a free user). */
export const SUBSCRIPTION_STATUSES = [
  "none",
  "active",
  "trialing",
  "past_due",
  "incomplete",
  "incomplete_expired",
  "canceled",
  "unpaid",
  "paused",
] as const;

/** How the premium page words each status; a free user's "none" is not a status to them. */
export const SUBSCRIPTION_STATUS_LABELS: Record<(typeof SUBSCRIPTION_STATUSES)[number], string> = {
  none: "No subscription",
  active: "Active",
  trialing: "Trial",
  past_due: "Payment past due",
  incomplete: "Payment incomplete",
  incomplete_expired: "Payment expired",
  canceled: "Canceled",
  unpaid: "Unpaid",
  paused: "Paused",
};

export const currentSubscriptionSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionSource: z.enum(SUBSCRIPTION_SOURCES).nullable(),
  isExempt: z.boolean(),
  /** ISO date-time; null without a paid subscription. */
  nextBillingDate: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const currentSubscriptionResponseSchema = z.object({
  subscription: currentSubscriptionSchema,
});
export type CurrentSubscriptionResponse = z.infer<typeof currentSubscriptionResponseSchema>;

export const subscribeRequestSchema = z.object({ planId: z.string().min(1).max(64) });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;
export const successResponseSchema = z.object({ success: z.boolean() });

export const createSubscriptionRequestSchema = z
  .object({
    priceId: z.string().min(1).max(255).optional(),
    planId: z.string().min(1).max(64).optional(),
    /** The browser cannot take the card itself (Stripe.js unavailable): hosted Checkout only. */
    checkout: z.boolean().optional(),
  })
  .refine((body) => body.priceId || body.planId, { error: "Choose a plan" });
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string().nullable(),
  subscription: z.object({ id: z.string(), status: z.string() }).nullable(),
  checkoutUrl: z.string().nullable(),
  success: z.boolean(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const portalResponseSchema = z.object({ portalUrl: z.string() });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

export const cancelSubscriptionRequestSchema = z.object({
  atPeriodEnd: z.boolean().default(true),
});
export const cancelSubscriptionResponseSchema = z.object({
  success: z.boolean(),
  subscription: currentSubscriptionSchema,
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** Pushed to every open socket of a user whose tier changed (realtime.ts). */
export const membershipUpdatedSchema = z.object({
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  subscriptionSource: z.enum(SUBSCRIPTION_SOURCES).nullable(),
});
export type MembershipUpdated = z.infer<typeof membershipUpdatedSchema>;

/** The sponsor banner's link and text (public; seed 001 §1). */
export const sponsorResponseSchema = z.object({ url: z.string(), text: z.string() });
export type SponsorResponse = z.infer<typeof sponsorResponseSchema>;
