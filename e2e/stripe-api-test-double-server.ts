import { PLANS } from "@huddle/contracts/billing-plans";
import { startStripeApiTestDouble } from "../apps/server/src/test/stripe-api-test-double.ts";

// Playwright's second web server: the Stripe API test double on E2E_STRIPE_PORT, with a price for
// every paid plan under its lookup key (what `npm run billing:sync` would create).
const double = await startStripeApiTestDouble(Number(process.env.E2E_STRIPE_PORT));
for (const plan of PLANS) if (plan.lookupKey) double.addPrice(plan.lookupKey, plan.price);
console.log(`Stripe API test double on ${double.url}`);
