import { planById, planForTier } from "@huddle/contracts/billing-plans";
import {
  MEMBERSHIP_TIER_LABELS,
  SUBSCRIPTION_STATUSES,
  type CurrentSubscription,
} from "@huddle/contracts/billing";
import type { BillingSubscriptionRow, UserRow } from "../../db/schema.ts";
import { subscriptionSourceOf } from "../users/users.presenter.ts";

type Status = CurrentSubscription["status"];

function knownStatus(status: string): Status {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as Status)
    : "incomplete";
}

/**
 * The current-subscription panel (seed 001 §3 Current subscription). A paid subscription names
 * its plan; otherwise the plan follows the tier (free and basic are the Free plan; a tier no plan
 * sells, such as school, is named by its label). Admin-granted tiers read as active.
 */
export function presentSubscription(
  user: UserRow,
  subscription: BillingSubscriptionRow | undefined,
): CurrentSubscription {
  const plan = subscription ? planById(subscription.planId) : planForTier(user.membershipTier);
  const adminGranted = user.subscriptionSource === "manual" || user.subscriptionSource === "exempt";
  const status: Status = subscription
    ? knownStatus(subscription.status)
    : adminGranted
      ? "active"
      : "none";
  return {
    planId: plan?.id ?? user.membershipTier,
    planName: plan?.name ?? MEMBERSHIP_TIER_LABELS[user.membershipTier],
    membershipTier: user.membershipTier,
    status,
    subscriptionSource: subscriptionSourceOf(user),
    isExempt: user.exempt || user.subscriptionSource === "exempt",
    nextBillingDate: subscription?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
  };
}
