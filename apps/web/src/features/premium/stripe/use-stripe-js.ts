import { useEffect, useState } from "react";
// The "pure" entry adds Stripe.js's script only when loadStripe() runs: the main entry adds it as
// soon as this module loads, so with billing off (the CSP then blocks js.stripe.com) every visit
// to the premium page logged a blocked script.
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { getPublishableKey } from "../api/get-billing-config";
import { PAYMENT_ERRORS, STRIPE_LOAD_TIMEOUT_MS } from "../premium-text";

export type StripeJsState =
  | { status: "loading" }
  | { status: "ready"; stripe: Stripe }
  | { status: "unavailable"; error: string };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(PAYMENT_ERRORS.unavailable)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The config's key, then Stripe.js from js.stripe.com (allowed by the CSP only with billing on). */
async function loadStripeJs(http: HttpClient): Promise<Stripe> {
  const key = await getPublishableKey(http);
  const stripe = await withTimeout(
    loadStripe(key).catch(() => null),
    STRIPE_LOAD_TIMEOUT_MS,
  );
  if (!stripe) throw new Error(PAYMENT_ERRORS.unavailable);
  return stripe;
}

const BILLING_OFF: StripeJsState = { status: "unavailable", error: PAYMENT_ERRORS.unavailable };

/**
 * Loads Stripe.js once per page; no network, a blocked script or no keys end 'unavailable'.
 * `paymentsOffered` is whether any paid plan can be bought (undefined while the plans load):
 * with none, billing is off and nothing is asked of the server, whose 503 from the config would
 * only add a failed request to every visit's console.
 */
export function useStripeJs(
  paymentsOffered: boolean | undefined,
  load: (http: HttpClient) => Promise<Stripe> = loadStripeJs,
): StripeJsState {
  const http = useHttpClient();
  const [state, setState] = useState<StripeJsState>({ status: "loading" });
  useEffect(() => {
    if (!paymentsOffered) return;
    let live = true;
    load(http).then(
      (stripe) => live && setState({ status: "ready", stripe }),
      (error: unknown) =>
        live &&
        setState({
          status: "unavailable",
          error: error instanceof Error ? error.message : PAYMENT_ERRORS.unavailable,
        }),
    );
    return () => {
      live = false;
    };
  }, [paymentsOffered, load, http]);
  return paymentsOffered === false ? BILLING_OFF : state;
}
