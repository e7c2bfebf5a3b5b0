import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_ERRORS } from "@huddle/contracts/billing";
import { createUsersRepository } from "../users/users.repository.ts";
import type { TestApp } from "../../test/build-test-app.ts";
import { signedInUser, type ApiCall } from "../../test/factories.ts";
import type { StripeApiTestDouble } from "../../test/stripe-api-test-double.ts";
import { createBillingRepository } from "./billing.repository.ts";
import { buildBillingApp, invoiceEvent, postWebhook, signedEvent } from "./billing.fixtures.ts";

let t: TestApp;
let stripe: StripeApiTestDouble;

beforeAll(async () => {
  ({ t, stripe } = await buildBillingApp());
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const tierOf = async (userId: string) =>
  (await createUsersRepository(t.database.db).findById(userId))?.membershipTier;
const auditOf = (userId: string) => createBillingRepository(t.database.db).tierChangesOf(userId);

/** A fan who started a Pro subscription; Stripe has not been paid yet. */
async function fanStartingPro(): Promise<{ userId: string; call: ApiCall; subId: string }> {
  const { user, call } = await signedInUser(t.app, t.database);
  const res = await call("POST", "/api/billing/subscriptions", { planId: "pro" });
  expect(res.statusCode).toBe(200);
  return { userId: user.id, call, subId: res.json().subscription.id };
}

/** Stripe takes the first payment and sends invoice.paid. */
async function pay(subId: string) {
  stripe.subscriptions.get(subId)!.status = "active";
  expect((await postWebhook(t, invoiceEvent(stripe, subId, "invoice.paid"))).statusCode).toBe(200);
}

describe("plans and config with billing on", () => {
  it("lists every plan with its Stripe price and marks them available", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/billing/plans" });
    const plans = res.json().plans as { id: string; available: boolean; priceId: string | null }[];
    expect(plans.map((p) => p.id)).toEqual(["free", "adfree", "team_owner", "league_owner", "pro"]);
    expect(plans.every((p) => p.available)).toBe(true);
    expect(plans.find((p) => p.id === "pro")?.priceId).toMatch(/^price_/);
  });

  it("gives the publishable key", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/billing/config" });
    expect(res.json()).toEqual({ publishableKey: "pk_test_double_0123456789" });
  });
});

describe("Content-Security-Policy with billing on", () => {
  it("allows exactly Stripe.js's script, frame and API origins", async () => {
    const res = await t.app.inject({ method: "GET", url: "/premium" });
    const directives = Object.fromEntries(
      String(res.headers["content-security-policy"])
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives["script-src"]).toEqual(["'self'", "https://js.stripe.com"]);
    expect(directives["frame-src"]).toEqual([
      "'self'",
      "https://js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(directives["connect-src"]).toEqual(["'self'", "ws:", "wss:", "https://api.stripe.com"]);
    expect(directives["default-src"]).toEqual(["'self'"]);
  });
});

describe("free plan", () => {
  it("activates the free plan directly and records the change", async () => {
    const { user, call } = await signedInUser(t.app, t.database);
    const res = await call("POST", "/api/billing/subscribe", { planId: "free" });
    expect(res.json()).toEqual({ success: true });
    expect(await tierOf(user.id)).toBe("free");
    expect(await auditOf(user.id)).toMatchObject([
      { actor: "user:free-plan", fromTier: "basic", toTier: "free" },
    ]);
  });

  it("refuses a paid plan without a card and an unknown plan", async () => {
    const { call } = await signedInUser(t.app, t.database);
    const paid = await call("POST", "/api/billing/subscribe", { planId: "pro" });
    expect([paid.statusCode, paid.json().error]).toEqual([400, BILLING_ERRORS.paidPlanNeedsCard]);
    const unknown = await call("POST", "/api/billing/subscribe", { planId: "gold" });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, BILLING_ERRORS.planNotFound]);
  });
});

describe("paid plan", () => {
  it("returns the first invoice's client secret and grants the tier only once Stripe is paid", async () => {
    const { user, call } = await signedInUser(t.app, t.database);
    const res = await call("POST", "/api/billing/subscriptions", { planId: "pro" });
    const body = res.json();
    expect(body).toMatchObject({ success: true, checkoutUrl: null });
    expect(body.clientSecret).toMatch(/^pi_.*_secret_/);
    expect(body.subscription.status).toBe("incomplete");
    expect(await tierOf(user.id)).toBe("basic");

    await pay(body.subscription.id);
    expect(await tierOf(user.id)).toBe("pro");
    const current = (await call("GET", "/api/billing/subscription")).json().subscription;
    expect(current).toMatchObject({
      planId: "pro",
      planName: "Pro",
      membershipTier: "pro",
      status: "active",
      subscriptionSource: "subscription",
      isExempt: false,
      cancelAtPeriodEnd: false,
    });
    expect(Date.parse(current.nextBillingDate)).toBeGreaterThan(Date.now());
    expect((await auditOf(user.id)).at(-1)).toMatchObject({
      fromTier: "basic",
      toTier: "pro",
      toSource: "subscription",
    });
    expect((await auditOf(user.id)).at(-1)?.actor).toMatch(/^stripe:evt_/);
  });

  it("accepts the Stripe price id instead of the plan id", async () => {
    const { call } = await signedInUser(t.app, t.database);
    const plans = (await call("GET", "/api/billing/plans")).json().plans as {
      id: string;
      priceId: string;
    }[];
    const priceId = plans.find((p) => p.id === "adfree")!.priceId;
    const res = await call("POST", "/api/billing/subscriptions", { priceId });
    expect(res.statusCode).toBe(200);
    expect(stripe.subscriptions.get(res.json().subscription.id)?.priceId).toBe(priceId);
  });

  it("reuses the user's Stripe customer and refuses a second paid subscription", async () => {
    const { call, subId } = await fanStartingPro();
    const customer = stripe.subscriptions.get(subId)!.customer;
    const again = await call("POST", "/api/billing/subscriptions", { planId: "adfree" });
    expect(stripe.subscriptions.get(again.json().subscription.id)!.customer).toBe(customer);
    await pay(subId);
    const third = await call("POST", "/api/billing/subscriptions", { planId: "adfree" });
    expect([third.statusCode, third.json().error]).toEqual([409, BILLING_ERRORS.alreadySubscribed]);
  });

  it("falls back to a Checkout Session URL when Stripe gives no client secret", async () => {
    stripe.giveClientSecrets = false;
    try {
      const { call } = await signedInUser(t.app, t.database);
      const res = await call("POST", "/api/billing/subscriptions", { planId: "team_owner" });
      expect(res.json()).toMatchObject({ clientSecret: null, success: true });
      expect(res.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    } finally {
      stripe.giveClientSecrets = true;
    }
  });

  it("goes straight to a Checkout Session when the browser asks for hosted checkout", async () => {
    const { call } = await signedInUser(t.app, t.database);
    const before = stripe.subscriptions.size;
    const res = await call("POST", "/api/billing/subscriptions", {
      planId: "adfree",
      checkout: true,
    });
    expect(res.json()).toMatchObject({ clientSecret: null, subscription: null, success: true });
    expect(res.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(stripe.subscriptions.size).toBe(before);
  });

  it("keeps a failed first payment from granting anything", async () => {
    const { userId, call, subId } = await fanStartingPro();
    const res = await postWebhook(t, invoiceEvent(stripe, subId, "invoice.payment_failed"));
    expect(res.statusCode).toBe(200);
    expect(await tierOf(userId)).toBe("basic");
    const current = (await call("GET", "/api/billing/subscription")).json().subscription;
    expect(current).toMatchObject({ planId: "free", status: "none", membershipTier: "basic" });
  });

  it("keeps the tier while a renewal is past due and drops it when Stripe gives up", async () => {
    const { userId, subId } = await fanStartingPro();
    await pay(subId);
    stripe.subscriptions.get(subId)!.status = "past_due";
    await postWebhook(t, invoiceEvent(stripe, subId, "invoice.payment_failed"));
    expect(await tierOf(userId)).toBe("pro");
    stripe.subscriptions.get(subId)!.status = "canceled";
    await postWebhook(
      t,
      signedEvent("customer.subscription.deleted", stripe.subscriptionJson(subId)),
    );
    expect(await tierOf(userId)).toBe("free");
  });
});

describe("cancel", () => {
  it("cancels at period end, keeps access, then returns to free when Stripe deletes it", async () => {
    const { userId, call, subId } = await fanStartingPro();
    await pay(subId);
    const res = await call("POST", "/api/billing/cancel", { atPeriodEnd: true });
    expect(res.json()).toMatchObject({
      success: true,
      subscription: { status: "active", cancelAtPeriodEnd: true, membershipTier: "pro" },
    });
    expect(stripe.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
    expect(await tierOf(userId)).toBe("pro");

    stripe.subscriptions.get(subId)!.status = "canceled";
    await postWebhook(
      t,
      signedEvent("customer.subscription.deleted", stripe.subscriptionJson(subId)),
    );
    expect(await tierOf(userId)).toBe("free");
    expect((await auditOf(userId)).map((c) => [c.fromTier, c.toTier])).toEqual([
      ["basic", "pro"],
      ["pro", "free"],
    ]);
  });

  it("answers 409 without a subscription", async () => {
    const { call } = await signedInUser(t.app, t.database);
    const res = await call("POST", "/api/billing/cancel", { atPeriodEnd: true });
    expect([res.statusCode, res.json().error]).toEqual([409, BILLING_ERRORS.noActiveSubscription]);
  });
});

describe("webhook safety", () => {
  it("handles a replayed event once", async () => {
    const { userId, subId } = await fanStartingPro();
    stripe.subscriptions.get(subId)!.status = "active";
    const event = invoiceEvent(stripe, subId, "invoice.paid");
    expect((await postWebhook(t, event)).json()).toEqual({ received: true, duplicate: false });
    // The subscription ends, but a replay of the old paid event must not be re-applied.
    stripe.subscriptions.get(subId)!.status = "canceled";
    await postWebhook(
      t,
      signedEvent("customer.subscription.deleted", stripe.subscriptionJson(subId)),
    );
    expect((await postWebhook(t, event)).json()).toEqual({ received: true, duplicate: true });
    expect(await tierOf(userId)).toBe("free");
    expect(await auditOf(userId)).toHaveLength(2);
  });

  it("never lets a stale event downgrade a newer state", async () => {
    const { userId, subId } = await fanStartingPro();
    const staleCreated = signedEvent(
      "customer.subscription.created",
      { ...stripe.subscriptionJson(subId), status: "incomplete" },
      { created: Math.floor(Date.now() / 1000) - 60 },
    );
    await pay(subId);
    expect((await postWebhook(t, staleCreated)).statusCode).toBe(200);
    expect(await tierOf(userId)).toBe("pro");
    expect(await auditOf(userId)).toHaveLength(1);
  });

  it.each([
    ["a wrong secret", { secret: "whsec_forged" }],
    ["no signature", null],
  ])("refuses an event with %s and changes nothing", async (_label, signing) => {
    const { userId, subId } = await fanStartingPro();
    stripe.subscriptions.get(subId)!.status = "active";
    const event = invoiceEvent(stripe, subId, "invoice.paid", signing ?? {});
    const res = await postWebhook(t, signing ? event : { payload: event.payload });
    expect([res.statusCode, res.json().error]).toEqual([400, BILLING_ERRORS.badSignature]);
    expect(await tierOf(userId)).toBe("basic");
  });

  it("refuses a tampered payload", async () => {
    const { userId, subId } = await fanStartingPro();
    const event = signedEvent("customer.subscription.updated", { id: "sub_other" });
    const tampered = { ...event, payload: event.payload.replace("sub_other", subId) };
    expect((await postWebhook(t, tampered)).statusCode).toBe(400);
    expect(await tierOf(userId)).toBe("basic");
  });
});

describe("one user's billing is theirs alone", () => {
  it("shows, cancels and opens the portal only for the caller", async () => {
    const owner = await fanStartingPro();
    await pay(owner.subId);
    const { call: stranger } = await signedInUser(t.app, t.database);
    const seen = (await stranger("GET", "/api/billing/subscription")).json().subscription;
    expect(seen).toMatchObject({ planId: "free", status: "none", nextBillingDate: null });
    expect((await stranger("POST", "/api/billing/cancel", { atPeriodEnd: true })).statusCode).toBe(
      409,
    );
    const portal = await stranger("POST", "/api/billing/portal");
    expect([portal.statusCode, portal.json().error]).toEqual([
      409,
      BILLING_ERRORS.noBillingAccount,
    ]);
    expect(stripe.subscriptions.get(owner.subId)!.cancel_at_period_end).toBe(false);
    expect(await tierOf(owner.userId)).toBe("pro");
  });

  it("needs a signed-in user for everything but plans, config and the webhook", async () => {
    for (const [method, url] of [
      ["GET", "/api/billing/subscription"],
      ["POST", "/api/billing/subscribe"],
      ["POST", "/api/billing/subscriptions"],
      ["POST", "/api/billing/portal"],
      ["POST", "/api/billing/cancel"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe("portal", () => {
  it("opens a Stripe Billing Portal session for the caller's customer", async () => {
    const { call, subId } = await fanStartingPro();
    const res = await call("POST", "/api/billing/portal");
    expect(res.json().portalUrl).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(stripe.customers.has(stripe.subscriptions.get(subId)!.customer)).toBe(true);
  });
});

describe("limits follow the tier", () => {
  it("lets a new Pro subscriber create teams at once and a lapsed one no more", async () => {
    const { call, subId } = await fanStartingPro();
    const limits = () => call("GET", "/api/custom-teams/limits").then((r) => r.json());
    expect(await limits()).toMatchObject({ maxTeams: 0, maxMembers: 0 });
    await pay(subId);
    expect(await limits()).toMatchObject({ maxTeams: 10, maxMembers: 50 });
    stripe.subscriptions.get(subId)!.status = "canceled";
    await postWebhook(
      t,
      signedEvent("customer.subscription.deleted", stripe.subscriptionJson(subId)),
    );
    expect(await limits()).toMatchObject({ maxTeams: 0, maxMembers: 0 });
  });
});
