import type { BillingPlan } from "@huddle/contracts/billing";

/** "$9.99" and "/month" for a plan card or the card modal. */
export function formatPrice(plan: Pick<BillingPlan, "price" | "currency">): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: plan.currency.toUpperCase(),
  }).format(plan.price / 100);
}

export function formatInterval(plan: Pick<BillingPlan, "interval">): string {
  return plan.interval ? `/${plan.interval}` : "";
}
