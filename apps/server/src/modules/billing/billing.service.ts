import type Stripe from "stripe";
import {
  PLANS,
  planById,
  tierFeatures,
  type PlanDefinition,
} from "@huddle/contracts/billing-plans";
import {
  BILLING_ERRORS,
  isStaffSetPlan,
  type BillingPlan,
  type CancelSubscriptionResponse,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  type CurrentSubscription,
} from "@huddle/contracts/billing";
import { seesSponsorBanner } from "@huddle/contracts/constants";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http-error.ts";
import type { UserRow } from "../../db/schema.ts";
import type { UsersService } from "../users/users.service.ts";
import type { BillingRepository } from "./billing.repository.ts";
import { presentSubscription } from "./billing.presenter.ts";
import type { PriceDirectory } from "./billing-prices.ts";
import type { ChangeTier } from "./membership-changes.ts";
import type { SubscriptionSync } from "./subscription-sync.ts";

export const unavailable = () => new HttpError(503, BILLING_ERRORS.unavailable);

export interface BillingServiceDeps {
  stripe: Stripe | null;
  publishableKey: string | undefined;
  publicUrl: string;
  repo: BillingRepository;
  users: UsersService;
  prices: PriceDirectory;
  changeTier: ChangeTier;
  sync: SubscriptionSync | null;
}

/** The rules behind /api/billing (issue 12); routes stay thin. */
export function createBillingService(deps: BillingServiceDeps) {
  function requireStripe(): { stripe: Stripe; sync: SubscriptionSync } {
    if (!deps.stripe || !deps.sync) throw unavailable();
    return { stripe: deps.stripe, sync: deps.sync };
  }

  async function current(user: UserRow): Promise<CurrentSubscription> {
    const fresh = (await deps.users.findById(user.id)) ?? user;
    return presentSubscription(fresh, await deps.repo.entitledSubscription(user.id));
  }

  async function paidPlanFor(body: CreateSubscriptionRequest): Promise<PlanDefinition> {
    const plan = body.priceId
      ? await deps.prices.planOfPrice(body.priceId)
      : planById(body.planId ?? "");
    if (!plan) throw notFound(BILLING_ERRORS.planNotFound);
    if (plan.price === 0) throw badRequest(BILLING_ERRORS.freePlanNoCard);
    return plan;
  }

  async function customerFor(stripe: Stripe, user: UserRow): Promise<string> {
    const known = await deps.repo.customerOf(user.id);
    if (known) return known;
    // The idempotency key makes a double click create one customer, not two.
    const customer = await stripe.customers.create(
      { email: user.email, name: user.username, metadata: { userId: user.id } },
      { idempotencyKey: `huddle-customer-${user.id}` },
    );
    return deps.repo.saveCustomer(user.id, customer.id);
  }

  return {
    publishableKey(): { publishableKey: string } {
      if (!deps.stripe || !deps.publishableKey) throw unavailable();
      return { publishableKey: deps.publishableKey };
    },

    async plans(): Promise<{ plans: BillingPlan[] }> {
      const priceIds = deps.stripe ? await deps.prices.all().catch(() => new Map()) : new Map();
      return {
        plans: PLANS.map((plan) => {
          const priceId: string | null = priceIds.get(plan.id) ?? null;
          return {
            id: plan.id,
            name: plan.name,
            description: plan.description,
            price: plan.price,
            currency: plan.currency,
            interval: plan.interval,
            features: tierFeatures(plan.tier, !seesSponsorBanner(plan.tier)),
            highlighted: plan.highlighted,
            tier: plan.tier,
            priceId,
            stripePriceId: priceId,
            available: plan.price === 0 || (deps.stripe !== null && priceId !== null),
          };
        }),
      };
    },

    current,

    /** The free plan (seed 001 §4: activated directly); paid plans go through a card payment. */
    async subscribeFree(user: UserRow, planId: string): Promise<{ success: boolean }> {
      const plan = planById(planId);
      if (!plan) throw notFound(BILLING_ERRORS.planNotFound);
      if (plan.price > 0) throw badRequest(BILLING_ERRORS.paidPlanNeedsCard);
      if (await deps.repo.entitledSubscription(user.id)) throw conflict(BILLING_ERRORS.cancelFirst);
      const fresh = (await deps.users.findById(user.id)) ?? user;
      if (isStaffSetPlan(fresh.subscriptionSource)) {
        throw conflict(BILLING_ERRORS.staffGrantedTier);
      }
      await deps.changeTier({
        userId: user.id,
        actor: "user:free-plan",
        toTier: "free",
        toSource: null,
      });
      return { success: true };
    },

    /**
     * An incomplete subscription whose first invoice's payment the browser confirms with the
     * card field; when Stripe gives no client secret, a Checkout Session URL instead.
     */
    async createSubscription(
      user: UserRow,
      body: CreateSubscriptionRequest,
    ): Promise<CreateSubscriptionResponse> {
      const { stripe, sync } = requireStripe();
      const plan = await paidPlanFor(body);
      const priceId = (await deps.prices.all()).get(plan.id);
      if (!priceId) throw unavailable();
      if (await deps.repo.entitledSubscription(user.id)) {
        throw conflict(BILLING_ERRORS.alreadySubscribed);
      }
      const customer = await customerFor(stripe, user);
      if (body.checkout) {
        const checkoutUrl = await checkoutUrlFor(stripe, customer, priceId);
        return { clientSecret: null, subscription: null, checkoutUrl, success: true };
      }
      const subscription = await stripe.subscriptions.create({
        customer,
        items: [{ price: priceId }],
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        metadata: { userId: user.id, planId: plan.id },
        expand: ["latest_invoice.confirmation_secret"],
      });
      await sync.sync(subscription.id, "user:subscribe", user.id);
      const invoice = subscription.latest_invoice;
      const clientSecret =
        invoice && typeof invoice !== "string"
          ? (invoice.confirmation_secret?.client_secret ?? null)
          : null;
      const checkoutUrl = clientSecret ? null : await checkoutUrlFor(stripe, customer, priceId);
      return {
        clientSecret,
        subscription: { id: subscription.id, status: subscription.status },
        checkoutUrl,
        success: true,
      };

      async function checkoutUrlFor(s: Stripe, customerId: string, price: string) {
        const session = await s.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: user.id,
          line_items: [{ price, quantity: 1 }],
          success_url: `${deps.publicUrl}/premium?success=true`,
          cancel_url: `${deps.publicUrl}/premium`,
          subscription_data: { metadata: { userId: user.id, planId: plan.id } },
        });
        return session.url;
      }
    },

    async portal(user: UserRow): Promise<{ portalUrl: string }> {
      const { stripe } = requireStripe();
      const customer = await deps.repo.customerOf(user.id);
      if (!customer) throw conflict(BILLING_ERRORS.noBillingAccount);
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${deps.publicUrl}/premium`,
      });
      return { portalUrl: session.url };
    },

    /** Seed 001 §4: at period end by default; access stays until then. */
    async cancel(user: UserRow, atPeriodEnd: boolean): Promise<CancelSubscriptionResponse> {
      const { stripe, sync } = requireStripe();
      const subscription = await deps.repo.entitledSubscription(user.id);
      if (!subscription) throw conflict(BILLING_ERRORS.noActiveSubscription);
      const id = subscription.stripeSubscriptionId;
      if (atPeriodEnd) await stripe.subscriptions.update(id, { cancel_at_period_end: true });
      else await stripe.subscriptions.cancel(id);
      await sync.sync(id, "user:cancel", user.id);
      return { success: true, subscription: await current(user) };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
