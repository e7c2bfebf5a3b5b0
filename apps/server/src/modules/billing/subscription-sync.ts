import type Stripe from "stripe";
import { planByLookupKey, planById, type PlanDefinition } from "@huddle/contracts/billing-plans";
import type { UsersService } from "../users/users.service.ts";
import type { BillingRepository } from "./billing.repository.ts";
import type { PriceDirectory } from "./billing-prices.ts";
import type { ChangeTier } from "./membership-changes.ts";

/**
 * Brings our copy of one Stripe subscription, and its user's tier, in line with Stripe. It always
 * reads the subscription from Stripe first rather than trusting an event's payload: a replayed,
 * late or out-of-order event then re-applies the current state and can never roll a newer one
 * back (docs/decisions.md, Issue 12).
 */
export function createSubscriptionSync(deps: {
  stripe: Stripe;
  repo: BillingRepository;
  users: UsersService;
  prices: PriceDirectory;
  changeTier: ChangeTier;
}) {
  async function planOf(subscription: Stripe.Subscription): Promise<PlanDefinition | undefined> {
    const price = subscription.items.data[0]?.price;
    return (
      planByLookupKey(price?.lookup_key) ??
      (price ? await deps.prices.planOfPrice(price.id) : undefined) ??
      planById(subscription.metadata?.planId ?? "")
    );
  }

  async function userOf(subscription: Stripe.Subscription, fallbackUserId?: string) {
    const customerId =
      typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
    return (await deps.repo.userOfCustomer(customerId)) ?? fallbackUserId;
  }

  /** Re-derives the user's tier from their subscriptions; admin-granted tiers are left alone. */
  async function settleTier(userId: string, actor: string): Promise<void> {
    const user = await deps.users.findById(userId);
    if (!user || user.subscriptionSource === "manual" || user.subscriptionSource === "exempt") {
      return;
    }
    const entitled = await deps.repo.entitledSubscription(userId);
    const plan = entitled ? planById(entitled.planId) : undefined;
    if (plan) {
      await deps.changeTier({ userId, actor, toTier: plan.tier, toSource: "subscription" });
    } else if (user.subscriptionSource === "subscription") {
      await deps.changeTier({ userId, actor, toTier: "free", toSource: null });
    }
  }

  return {
    settleTier,

    /** Reads subscription `id` from Stripe and applies it; `actor` goes into the audit row. */
    async sync(id: string, actor: string, fallbackUserId?: string): Promise<void> {
      const subscription = await deps.stripe.subscriptions.retrieve(id);
      const userId = await userOf(subscription, fallbackUserId);
      const plan = await planOf(subscription);
      if (!userId || !plan) return;
      await deps.repo.saveSubscription({
        stripeSubscriptionId: subscription.id,
        userId,
        planId: plan.id,
        status: subscription.status,
        currentPeriodEnd: periodEnd(subscription),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        stripeCreated: subscription.created,
      });
      await settleTier(userId, actor);
    },
  };
}
export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;

function periodEnd(subscription: Stripe.Subscription): Date | null {
  const end = subscription.items.data[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
}
