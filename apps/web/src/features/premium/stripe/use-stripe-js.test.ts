import { describe, expect, it } from "vitest";

describe("use-stripe-js", () => {
  it("adds no Stripe.js script to the page until a payment form asks for it", async () => {
    await import("./use-stripe-js");
    // With billing off the CSP blocks js.stripe.com: a script added on import is a console error
    // on every visit to the premium page.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });
});
