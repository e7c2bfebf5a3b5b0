import Stripe from "stripe";
import { PLANS } from "@huddle/contracts/billing-plans";
import { buildTestApp, type TestApp, type TestAppOptions } from "../../test/build-test-app.ts";
import {
  startStripeApiTestDouble,
  type StripeApiTestDouble,
} from "../../test/stripe-api-test-double.ts";

export const WEBHOOK_SECRET = "whsec_test_double_signing_secret";
export const SECRET_KEY = "sk_test_double_0123456789";
const signer = new Stripe(SECRET_KEY);
let eventCounter = 0;

/** The app with billing on, its Stripe SDK pointed at a fresh Stripe API test double. */
export async function buildBillingApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<{ t: TestApp; stripe: StripeApiTestDouble }> {
  const stripe = await startStripeApiTestDouble();
  for (const plan of PLANS) if (plan.lookupKey) stripe.addPrice(plan.lookupKey, plan.price);
  const t = await buildTestApp(
    {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: "pk_test_double_0123456789",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      ...env,
    },
    options,
  );
  return { t, stripe };
}

export interface StripeEventOptions {
  id?: string;
  /** Unix seconds; defaults to now. */
  created?: number;
  secret?: string;
}

/** A Stripe event signed the way Stripe signs it (the SDK's generateTestHeaderString). */
export function signedEvent(type: string, object: object, options: StripeEventOptions = {}) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${++eventCounter}_${Date.now()}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return { payload, header };
}

export function postWebhook(t: TestApp, event: { payload: string; header?: string }) {
  return t.app.inject({
    method: "POST",
    url: "/api/billing/webhook",
    headers: {
      "content-type": "application/json",
      ...(event.header ? { "stripe-signature": event.header } : {}),
    },
    payload: event.payload,
  });
}

/** The invoice event Stripe sends for a subscription's latest invoice. */
export function invoiceEvent(
  stripe: StripeApiTestDouble,
  subscriptionId: string,
  type: "invoice.paid" | "invoice.payment_failed",
  options: StripeEventOptions = {},
) {
  const sub = stripe.subscriptions.get(subscriptionId)!;
  return signedEvent(
    type,
    {
      id: sub.latestInvoice,
      object: "invoice",
      customer: sub.customer,
      status: type === "invoice.paid" ? "paid" : "open",
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
    },
    options,
  );
}
