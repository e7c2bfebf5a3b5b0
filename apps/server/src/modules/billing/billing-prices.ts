import type Stripe from "stripe";
import { PLANS, type PlanDefinition, type PlanId } from "@huddle/contracts/billing-plans";
import type { Config } from "../../config.ts";

type PaidPlanId = Exclude<PlanId, "free">;

const CONFIGURED_PRICE: Record<PaidPlanId, keyof Config> = {
  adfree: "STRIPE_PRICE_ADFREE",
  team_owner: "STRIPE_PRICE_TEAM_OWNER",
  league_owner: "STRIPE_PRICE_LEAGUE_OWNER",
  pro: "STRIPE_PRICE_PRO",
};

/**
 * Stripe price id per paid plan: the configured STRIPE_PRICE_* id, else the active price that
 * carries the plan's lookup key (what `npm run billing:sync` writes). Lookups are cached once they
 * have found every plan; a missing price is asked again next time.
 */
export function createPriceDirectory(config: Config, stripe: Stripe | null) {
  let resolved: Map<PlanId, string> | null = null;

  function configured(): Map<PlanId, string> {
    const ids = new Map<PlanId, string>();
    for (const plan of PLANS) {
      if (plan.id === "free") continue;
      const id = config[CONFIGURED_PRICE[plan.id]];
      if (typeof id === "string" && id) ids.set(plan.id, id);
    }
    return ids;
  }

  async function lookUp(ids: Map<PlanId, string>): Promise<void> {
    const missing = PLANS.filter((p) => p.lookupKey && !ids.has(p.id));
    if (!stripe || missing.length === 0) return;
    const prices = await stripe.prices.list({
      lookup_keys: missing.map((p) => p.lookupKey!),
      active: true,
      limit: 100,
    });
    for (const price of prices.data) {
      const plan = missing.find((p) => p.lookupKey === price.lookup_key);
      if (plan) ids.set(plan.id, price.id);
    }
  }

  return {
    /** Plan id → price id for every paid plan that has one. */
    async all(): Promise<Map<PlanId, string>> {
      if (resolved) return resolved;
      const ids = configured();
      await lookUp(ids);
      if (ids.size === PLANS.length - 1) resolved = ids;
      return ids;
    },

    async planOfPrice(priceId: string): Promise<PlanDefinition | undefined> {
      const ids = await this.all();
      return PLANS.find((plan) => ids.get(plan.id) === priceId);
    },
  };
}
export type PriceDirectory = ReturnType<typeof createPriceDirectory>;
