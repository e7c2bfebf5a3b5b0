import Stripe from "stripe";
import type { Config } from "../../config.ts";

/**
 * The real Stripe SDK. STRIPE_API_BASE (stripe-mock or the tests' Stripe API test double) goes in
 * through the SDK's own host/port/protocol options, so every request still takes the SDK's path.
 */
export function createStripeClient(
  secretKey: string,
  apiBase: string | undefined = undefined,
): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    telemetry: false,
    maxNetworkRetries: base ? 0 : 2,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** Billing is on when both API keys are set; the webhook also needs its signing secret. */
export function stripeFromConfig(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) return null;
  return createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE);
}
