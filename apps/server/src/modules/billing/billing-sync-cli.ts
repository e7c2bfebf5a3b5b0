import { loadConfig } from "../../config.ts";
import { syncBillingCatalog } from "./billing-sync.ts";
import { createStripeClient } from "./stripe-client.ts";

// `npm run billing:sync`: creates or updates the plans' products and prices in the Stripe account
// of STRIPE_SECRET_KEY, so an operator needs no dashboard clicks. Safe to run again.
const config = loadConfig();
if (!config.STRIPE_SECRET_KEY) {
  console.error("Set STRIPE_SECRET_KEY to the Stripe account to set up.");
  process.exitCode = 1;
} else {
  try {
    const stripe = createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE);
    for (const line of await syncBillingCatalog(stripe)) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
