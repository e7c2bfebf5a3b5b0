import type Stripe from "stripe";
import { BILLING_ERRORS } from "@huddle/contracts/billing";
import { badRequest } from "../../lib/http-error.ts";
import type { BillingRepository } from "./billing.repository.ts";
import { unavailable } from "./billing.service.ts";
import type { SubscriptionSync } from "./subscription-sync.ts";

/** The events that can change a subscription, hence a tier (issue 12). */
const HANDLED = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  "checkout.session.completed",
]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : value?.id;

/** The subscription an event is about, and the user a Checkout Session names. */
function subjectOf(event: Stripe.Event): { subscriptionId?: string; userId?: string } {
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { subscriptionId: event.data.object.id };
    case "invoice.paid":
    case "invoice.payment_failed":
      return {
        subscriptionId: idOf(event.data.object.parent?.subscription_details?.subscription),
      };
    case "checkout.session.completed":
      return {
        subscriptionId: idOf(event.data.object.subscription),
        userId: event.data.object.client_reference_id ?? undefined,
      };
    default:
      return {};
  }
}

/**
 * POST /api/billing/webhook. The signature is checked over the raw bytes with
 * STRIPE_WEBHOOK_SECRET; a forged or tampered event is refused before anything is read. Each
 * event id is handled once; the subscription is then re-read from Stripe (subscription-sync.ts).
 */
export function createWebhookHandler(deps: {
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  repo: BillingRepository;
  sync: SubscriptionSync | null;
}) {
  return async function handleWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    const { stripe, webhookSecret, sync } = deps;
    if (!stripe || !webhookSecret || !sync) throw unavailable();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? "", webhookSecret);
    } catch {
      throw badRequest(BILLING_ERRORS.badSignature);
    }
    if (await deps.repo.hasEvent(event.id)) return { received: true, duplicate: true };
    if (HANDLED.has(event.type)) {
      const { subscriptionId, userId } = subjectOf(event);
      if (subscriptionId) await sync.sync(subscriptionId, `stripe:${event.id}`, userId);
    }
    await deps.repo.recordEvent(event.id, event.type);
    return { received: true, duplicate: false };
  };
}
