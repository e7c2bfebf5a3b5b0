import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "@huddle/contracts/billing-plans";
import {
  startStripeApiTestDouble,
  type StripeApiTestDouble,
} from "../../test/stripe-api-test-double.ts";
import { syncBillingCatalog } from "./billing-sync.ts";
import { createStripeClient } from "./stripe-client.ts";

let double: StripeApiTestDouble;
beforeAll(async () => {
  double = await startStripeApiTestDouble();
});
afterAll(() => double.close());

const paidPlans = PLANS.filter((plan) => plan.lookupKey);
const keyed = () => [...double.prices.values()].filter((p) => p.lookup_key);

describe("npm run billing:sync", () => {
  it("creates each paid plan's product and price, then changes nothing on a second run", async () => {
    const stripe = createStripeClient("sk_test_sync", double.url);
    const first = await syncBillingCatalog(stripe);
    expect(first.every((line) => line.includes("product created, price created"))).toBe(true);
    expect(keyed().map((p) => [p.lookup_key, p.unit_amount])).toEqual(
      paidPlans.map((plan) => [plan.lookupKey, plan.price]),
    );

    const second = await syncBillingCatalog(stripe);
    expect(second.every((line) => line.includes("product unchanged, price unchanged"))).toBe(true);
    expect(double.prices.size).toBe(paidPlans.length);
    expect(double.products.size).toBe(paidPlans.length);
  });

  it("moves the lookup key to a new price when a plan's amount changed", async () => {
    const stripe = createStripeClient("sk_test_sync", double.url);
    const pro = paidPlans.find((plan) => plan.id === "pro")!;
    const old = keyed().find((p) => p.lookup_key === pro.lookupKey)!;
    old.unit_amount = 1;
    await syncBillingCatalog(stripe);
    const now = keyed().filter((p) => p.lookup_key === pro.lookupKey);
    expect(now).toHaveLength(1);
    expect(now[0]!.id).not.toBe(old.id);
    expect(now[0]!.unit_amount).toBe(pro.price);
  });
});
