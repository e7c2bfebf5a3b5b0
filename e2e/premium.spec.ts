import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import Stripe from "stripe";
import { E2E_WEBHOOK_SECRET } from "./billing-env.ts";
import { newFan, registerViaApi, signInThroughForm } from "./support.ts";
import { expect, test } from "./test.ts";

// Stripe.js never comes from the network here: the browser's request for it is answered by a
// test double (e2e/stripe-js-test-double.js), or refused to play a blocked script.
const STRIPE_JS_DOUBLE = readFileSync(new URL("./stripe-js-test-double.js", import.meta.url));
const stripeApi = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;
const signer = new Stripe("sk_test_e2e_double");

async function signedInOnPremium(page: Page) {
  const fan = newFan();
  await registerViaApi(page, fan);
  await page.goto("/login?next=%2Fpremium");
  await signInThroughForm(page, fan);
  await expect(page.getByRole("heading", { name: "Premium Memberships" })).toBeVisible();
}

/** What Stripe does once the card is charged: the subscription turns active, then a webhook. */
async function stripePaysAndNotifies(page: Page, subscriptionId: string) {
  const paid = await page.request.post(`${stripeApi}/__test/subscriptions/${subscriptionId}`, {
    form: { status: "active" },
  });
  expect(paid.ok()).toBe(true);
  const payload = JSON.stringify({
    id: `evt_e2e_${subscriptionId}`,
    object: "event",
    type: "customer.subscription.updated",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: subscriptionId, object: "subscription" } },
  });
  const res = await page.request.post("/api/billing/webhook", {
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({
        payload,
        secret: E2E_WEBHOOK_SECRET,
      }),
    },
    data: payload,
  });
  expect(res.status()).toBe(200);
}

test("a fan pays for Pro in the card modal and the sponsor banner goes at once", async ({
  page,
}) => {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: STRIPE_JS_DOUBLE }),
  );
  await signedInOnPremium(page);
  const banner = page.getByRole("complementary", { name: "Sponsor" });
  await expect(banner).toBeVisible();

  const subscribe = page.getByRole("button", { name: "Subscribe to Pro" });
  await expect(subscribe).toBeEnabled();
  await subscribe.click();
  const modal = page.getByRole("dialog", { name: "Subscribe to Pro" });
  await expect(modal.getByText("$9.99")).toBeVisible();
  const pay = modal.getByRole("button", { name: "Subscribe", exact: true });
  await expect(pay).toBeDisabled();
  await modal.getByLabel("Card number").fill("4242 4242 4242 4242");
  await expect(pay).toBeEnabled();

  const created = page.waitForResponse("**/api/billing/subscriptions");
  await pay.click();
  const { subscription } = (await (await created).json()) as { subscription: { id: string } };
  await expect(page.getByText("Subscription updated successfully!")).toBeVisible();
  await expect(modal).toBeHidden();

  await stripePaysAndNotifies(page, subscription.id);
  await expect(banner).toBeHidden();
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(
    page.getByRole("article", { name: "Pro" }).getByRole("button", { name: "Current Plan" }),
  ).toBeVisible();
});

test("a blocked Stripe.js shows 'Payment system unavailable' and the page still works", async ({
  page,
}) => {
  await page.route("https://js.stripe.com/**", (route) => route.abort("blockedbyclient"));
  await signedInOnPremium(page);
  await expect(page.getByText("Payment system unavailable")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why Go Premium?" })).toBeVisible();
  await expect(
    page.getByRole("article", { name: "Free" }).getByRole("button", { name: "Current Plan" }),
  ).toBeVisible();
  // Without Stripe.js the paid plans go to Stripe's hosted Checkout (answered by a stand-in page).
  await page.route("https://checkout.stripe.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Stripe Checkout test double</h1>" }),
  );
  await page.getByRole("button", { name: "Subscribe to Team Owner" }).click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
});
