import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BILLING_ERRORS,
  type BillingPlan,
  type CurrentSubscription,
} from "@huddle/contracts/billing";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { reactStripeModule, stripeJsDouble } from "@/test/stripe-js-test-double";
import { PremiumPage } from "./premium-page";

vi.mock(
  "@stripe/stripe-js/pure",
  async () => (await import("@/test/stripe-js-test-double")).stripeJsModule,
);
vi.mock(
  "@stripe/react-stripe-js",
  async () => (await import("@/test/stripe-js-test-double")).reactStripeModule,
);

afterEach(() => stripeJsDouble.reset());

const plan = (overrides: Partial<BillingPlan>): BillingPlan => ({
  id: "free",
  name: "Free",
  description: "",
  price: 0,
  currency: "usd",
  interval: null,
  features: ["Chat in every league, team and game room"],
  highlighted: false,
  tier: "free",
  priceId: null,
  stripePriceId: null,
  available: true,
  ...overrides,
});

const PLANS: BillingPlan[] = [
  plan({}),
  plan({
    id: "pro",
    name: "Pro",
    price: 999,
    interval: "month",
    highlighted: true,
    tier: "pro",
    priceId: "price_pro",
    stripePriceId: "price_pro",
    features: ["Create up to 10 custom teams"],
  }),
];

const subscription = (overrides: Partial<CurrentSubscription> = {}): CurrentSubscription => ({
  planId: "free",
  planName: "Free",
  membershipTier: "basic",
  status: "none",
  subscriptionSource: null,
  isExempt: false,
  nextBillingDate: null,
  cancelAtPeriodEnd: false,
  ...overrides,
});

function setup(
  options: {
    config?: () => Response;
    current?: CurrentSubscription;
    path?: string;
    plans?: BillingPlan[];
  } = {},
) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/billing/plans": () => jsonResponse(200, { plans: options.plans ?? PLANS }),
    "/api/billing/config": () =>
      options.config?.() ?? jsonResponse(200, { publishableKey: "pk_test_x" }),
    "/api/billing/subscriptions": () =>
      jsonResponse(200, {
        clientSecret: "pi_1_secret_2",
        subscription: { id: "sub_1", status: "incomplete" },
        checkoutUrl: null,
        success: true,
      }),
    // After /subscriptions: handlers match by path prefix.
    "/api/billing/subscription": () =>
      jsonResponse(200, { subscription: options.current ?? subscription() }),
    "/api/billing/subscribe": () => jsonResponse(200, { success: true }),
    "/api/billing/cancel": () =>
      jsonResponse(200, { success: true, subscription: subscription({ cancelAtPeriodEnd: true }) }),
  });
  const view = renderPage(<PremiumPage />, options.path ?? "/premium", "/premium");
  return { fetchMock, ...view };
}

async function openProModal() {
  const user = userEvent.setup();
  const subscribe = await screen.findByRole("button", { name: "Subscribe to Pro" });
  await waitFor(() => expect(subscribe).toBeEnabled());
  await user.click(subscribe);
  const dialog = await screen.findByRole("dialog", { name: "Subscribe to Pro" });
  return { user, dialog };
}

describe("PremiumPage", () => {
  it("shows the plans with 'Most Popular', the current plan and why to go premium", async () => {
    setup();
    expect(screen.getByRole("heading", { name: "Premium Memberships" })).toBeInTheDocument();
    const pro = await screen.findByRole("article", { name: "Pro" });
    expect(within(pro).getByText("Most Popular")).toBeInTheDocument();
    expect(within(pro).getByText("$9.99")).toBeInTheDocument();
    const free = screen.getByRole("article", { name: "Free" });
    expect(await within(free).findByRole("button", { name: "Current Plan" })).toBeDisabled();
    expect(screen.getByRole("heading", { name: "Why Go Premium?" })).toBeInTheDocument();
    expect(screen.getByText("Unlimited Teams")).toBeInTheDocument();
    expect(screen.getByText("Can I cancel anytime?")).toBeInTheDocument();
    expect(screen.getByText(/all major credit cards/)).toBeInTheDocument();
  });

  it("shows an active status in green and offers Cancel Subscription with the seed's question", async () => {
    setup({
      current: subscription({
        planId: "pro",
        planName: "Pro",
        membershipTier: "pro",
        status: "active",
        subscriptionSource: "subscription",
        nextBillingDate: "2026-12-25T00:00:00.000Z",
      }),
    });
    const status = await screen.findByTestId("subscription-status");
    expect(status).toHaveTextContent("Active");
    expect(status.className).toContain("text-green-700");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    const dialog = screen.getByRole("dialog");
    expect(
      within(dialog).getByText(
        "Are you sure you want to cancel your subscription? You will continue to have access until the end of your current billing period.",
      ),
    ).toBeInTheDocument();
  });

  it("says up front that a plan staff set cannot be swapped for the free one here", async () => {
    setup({
      current: subscription({
        planId: "pro",
        planName: "Pro",
        membershipTier: "pro",
        status: "active",
        subscriptionSource: "manual",
      }),
    });
    const free = await screen.findByRole("article", { name: "Free" });
    const getStarted = await within(free).findByRole("button", { name: "Get Started" });
    await waitFor(() => expect(getStarted).toBeDisabled());
    expect(getStarted).toHaveAccessibleDescription(BILLING_ERRORS.staffGrantedTier);
  });

  it("tells a free user 'No subscription', not the raw status, and not in red", async () => {
    setup();
    const status = await screen.findByTestId("subscription-status");
    expect(status).toHaveTextContent("No subscription");
    expect(status.className).not.toContain("text-red-700");
  });

  it("shows a status other than active in red, in words", async () => {
    setup({ current: subscription({ status: "past_due", subscriptionSource: "subscription" }) });
    const status = await screen.findByTestId("subscription-status");
    expect(status).toHaveTextContent("Payment past due");
    expect(status.className).toContain("text-red-700");
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
  });

  it("announces a successful payment from ?success=true and clears the query", async () => {
    const { router } = setup({ path: "/premium?success=true" });
    expect(
      await screen.findByText("Payment successful! Your subscription has been activated."),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("claims no payment from ?success=true while billing is off, and clears the query", async () => {
    const { router } = setup({
      path: "/premium?success=true",
      config: () => jsonResponse(503, { error: "Payment system unavailable" }),
    });
    expect(await screen.findByText("Payment system unavailable")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(
      screen.queryByText("Payment successful! Your subscription has been activated."),
    ).not.toBeInTheDocument();
  });

  it("shows 'Payment system unavailable' when Stripe is off, and the free plan still works", async () => {
    const { fetchMock } = setup({
      config: () => jsonResponse(503, { error: "Payment system unavailable" }),
    });
    expect(await screen.findByText("Payment system unavailable")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole("article", { name: "Free" })).getByRole("button"),
    );
    expect(callsTo(fetchMock, "/api/billing/subscribe")).toHaveLength(0); // already current
    expect(screen.getByRole("article", { name: "Pro" })).toBeInTheDocument();
    // The billing portal cannot open either: offered, but off, rather than failing when pressed.
    expect(screen.getByRole("button", { name: "Manage Subscription" })).toBeDisabled();
  });

  it("asks nothing of the payment config when no paid plan can be bought (billing off)", async () => {
    const { fetchMock } = setup({
      plans: PLANS.map((p) => (p.price > 0 ? { ...p, available: false } : p)),
      config: () => jsonResponse(503, { error: "Payment system unavailable" }),
    });
    expect(await screen.findByText("Payment system unavailable")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Manage Subscription" })).toBeDisabled();
    expect(callsTo(fetchMock, "/api/billing/config")).toHaveLength(0);
  });

  it("shows the unavailable panel when Stripe.js cannot load", async () => {
    stripeJsDouble.load = () => Promise.reject(new Error("Failed to load Stripe.js"));
    setup();
    expect(await screen.findByText("Payment system unavailable")).toBeInTheDocument();
  });

  it("walks the card field from loading to complete before Subscribe can be pressed, then pays", async () => {
    const { fetchMock } = setup();
    const { user, dialog } = await openProModal();
    expect(within(dialog).getByText("$9.99")).toBeInTheDocument();
    expect(within(dialog).getByText("/month")).toBeInTheDocument();
    const subscribe = within(dialog).getByRole("button", { name: "Subscribe" });
    expect(within(dialog).getByText("Loading payment form...")).toBeInTheDocument();
    expect(subscribe).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "test: card ready" }));
    expect(subscribe).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "test: card error" }));
    expect(within(dialog).getByText("Your card number is incomplete.")).toBeInTheDocument();
    expect(subscribe).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "test: card complete" }));
    expect(subscribe).toBeEnabled();
    await user.click(subscribe);

    expect(await screen.findByText("Subscription updated successfully!")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "/api/billing/subscriptions")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ priceId: "price_pro" });
    expect(stripeJsDouble.stripe.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_2", {
      payment_method: { card: reactStripeModule.CARD_ELEMENT },
    });
  });

  it("asks for the card details when the form is sent incomplete", async () => {
    setup();
    const { dialog } = await openProModal();
    (dialog.querySelector("form") as HTMLFormElement).requestSubmit();
    expect(
      await within(dialog).findByText("Please complete your payment information"),
    ).toBeInTheDocument();
  });

  it.each([
    [{ paymentIntent: { status: "requires_action" } }, "Payment was not successful"],
    [
      { error: { type: "card_error", message: "Your card was declined." } },
      "Invalid payment information. Please check your details and try again.",
    ],
  ])("shows the seed's text when the payment ends %j", async (result, text) => {
    stripeJsDouble.stripe.confirmCardPayment.mockResolvedValue(result);
    setup();
    const { user, dialog } = await openProModal();
    await user.click(within(dialog).getByRole("button", { name: "test: card complete" }));
    await user.click(within(dialog).getByRole("button", { name: "Subscribe" }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });
});
