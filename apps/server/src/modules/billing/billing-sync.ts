import type Stripe from "stripe";
import { PLANS, type PlanDefinition } from "@huddle/contracts/billing-plans";

/** Our product id for a plan: fixed, so re-running the sync finds what it made before. */
export const productIdOf = (plan: PlanDefinition) => `huddle_${plan.id}`;

function isMissing(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "resource_missing";
}

async function upsertProduct(stripe: Stripe, plan: PlanDefinition): Promise<string> {
  const id = productIdOf(plan);
  const fields = { name: `Huddle ${plan.name}`, description: plan.description };
  try {
    const product = await stripe.products.retrieve(id);
    if (product.name !== fields.name || product.description !== fields.description) {
      await stripe.products.update(id, fields);
      return "updated";
    }
    return "unchanged";
  } catch (error) {
    if (!isMissing(error)) throw error;
    await stripe.products.create({ id, ...fields, metadata: { planId: plan.id } });
    return "created";
  }
}

/**
 * A price is never edited in Stripe: when amount, currency or interval changed, a new price takes
 * over the lookup key (transfer_lookup_key) and the checkout uses it from then on.
 */
async function upsertPrice(stripe: Stripe, plan: PlanDefinition, lookupKey: string) {
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const current = data[0];
  if (
    current &&
    current.unit_amount === plan.price &&
    current.currency === plan.currency &&
    current.recurring?.interval === plan.interval
  ) {
    return { priceId: current.id, action: "unchanged" };
  }
  const price = await stripe.prices.create({
    product: productIdOf(plan),
    unit_amount: plan.price,
    currency: plan.currency,
    recurring: { interval: plan.interval ?? "month" },
    lookup_key: lookupKey,
    transfer_lookup_key: true,
    metadata: { planId: plan.id },
  });
  return { priceId: price.id, action: current ? "replaced" : "created" };
}

/** `npm run billing:sync`: products and prices for every paid plan, idempotent by lookup key. */
export async function syncBillingCatalog(stripe: Stripe): Promise<string[]> {
  const report: string[] = [];
  for (const plan of PLANS) {
    if (!plan.lookupKey) continue;
    const product = await upsertProduct(stripe, plan);
    const { priceId, action } = await upsertPrice(stripe, plan, plan.lookupKey);
    report.push(
      `${plan.name}: product ${product}, price ${action} (${plan.lookupKey} → ${priceId})`,
    );
  }
  return report;
}
