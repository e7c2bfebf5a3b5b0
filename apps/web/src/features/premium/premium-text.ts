/** Seed 001 §2, §5, §8 texts of the premium page, verbatim. */
export const PREMIUM_TEXT = {
  heading: "Premium Memberships",
  mostPopular: "Most Popular",
  currentPlan: "Current Plan",
  getStarted: "Get Started",
  subscribeTo: (plan: string) => `Subscribe to ${plan}`,
  whyPremium: "Why Go Premium?",
  manage: "Manage Subscription",
  cancel: "Cancel Subscription",
  cancelConfirm:
    "Are you sure you want to cancel your subscription? You will continue to have access until the end of your current billing period.",
  paymentSuccess: "Payment successful! Your subscription has been activated.",
  incompleteCard: "Please complete your payment information",
  updated: "Subscription updated successfully!",
  /** Seed 001 §8 names a cancel-at-period-end text without its wording; ours. */
  cancelScheduled: "Your subscription will end at the end of the current billing period.",
  /** Seed 000 §9 gives the banner a close action without wording; ours. */
  closeSponsor: "Close sponsor banner",
} as const;

/** Seed 001 §8 Payments. */
export const PAYMENT_ERRORS = {
  stripeNotLoaded: "Stripe.js not loaded",
  configFailed: "Unable to load payment configuration. Please try again later.",
  invalidConfig: "Invalid payment configuration received",
  unavailable: "Payment system unavailable",
  invalidResponse: "Invalid subscription response",
  notSuccessful: "Payment was not successful",
  cannotProcess:
    "Unable to process subscription at this time. Please try again later or contact support.",
  invalidCard: "Invalid payment information. Please check your details and try again.",
  connection: "Connection error. Please check your internet connection and try again.",
  fallback: "An error occurred while processing your payment",
} as const;

/** Seed 001 §8 page errors. */
export const PAGE_ERRORS = {
  loadSubscription: "Failed to load subscription information",
  process: "Failed to process subscription",
  openPortal: "Unable to open billing portal",
  accessPortal: "Failed to access billing portal",
  cancel: "Failed to cancel subscription",
} as const;

/** Seed 001 §9: subscription messages stay 5 s; the card field and Stripe.js get 3 s and 5 s. */
export const SUBSCRIPTION_NOTICE_MS = 5_000;
export const CARD_READY_TIMEOUT_MS = 3_000;
export const STRIPE_LOAD_TIMEOUT_MS = 5_000;
