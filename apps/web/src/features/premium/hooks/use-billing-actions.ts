import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { BillingPlan } from "@huddle/contracts/billing";
import { HttpError } from "@/lib/http/http-error";
import { useHttpClient } from "@/lib/http/use-http-client";
import {
  createSubscription,
  openPortal,
  useCancelSubscription,
  useSubscribeFree,
} from "../api/billing-mutations";
import { billingKeys } from "../api/billing-keys";
import { PAGE_ERRORS, PAYMENT_ERRORS, PREMIUM_TEXT } from "../premium-text";
import type { StripeJsState } from "../stripe/use-stripe-js";
import { paymentErrorText } from "../utils/payment-errors";

type Show = (tone: "success" | "error", text: string) => void;

/** A 4xx refusal says why in the server's words; anything else gets the page's text. */
const serverTextOr = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;

/** What the premium page's buttons do (seed 001 §4 Subscription). */
export function useBillingActions(stripe: StripeJsState, show: Show) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const subscribeFree = useSubscribeFree();
  const cancel = useCancelSubscription();
  const [cardPlan, setCardPlan] = useState<BillingPlan | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  async function checkout(plan: BillingPlan) {
    setRedirecting(true);
    try {
      const created = await createSubscription(http, { planId: plan.id, checkout: true });
      if (!created.checkoutUrl) throw new Error(PAYMENT_ERRORS.invalidResponse);
      window.location.assign(created.checkoutUrl);
    } catch (error) {
      setRedirecting(false);
      show("error", paymentErrorText(error));
    }
  }

  return {
    cardPlan,
    busy: subscribeFree.isPending || cancel.isPending || redirecting,
    closeCard: () => setCardPlan(null),
    /** A free plan at once; a paid one in the card modal, else a hosted checkout. */
    choose(plan: BillingPlan) {
      if (plan.price === 0) {
        subscribeFree.mutate(plan.id, {
          onSuccess: () => show("success", PREMIUM_TEXT.updated),
          onError: (error) => show("error", serverTextOr(error, PAGE_ERRORS.process)),
        });
      } else if (stripe.status === "ready" && plan.priceId) {
        setCardPlan(plan);
      } else {
        void checkout(plan);
      }
    },
    paid() {
      setCardPlan(null);
      show("success", PREMIUM_TEXT.updated);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all() });
    },
    async manage() {
      try {
        const { portalUrl } = await openPortal(http);
        if (!portalUrl) throw new Error(PAGE_ERRORS.openPortal);
        setRedirecting(true);
        window.location.assign(portalUrl);
      } catch (error) {
        const text = error instanceof HttpError ? PAGE_ERRORS.accessPortal : PAGE_ERRORS.openPortal;
        show("error", serverTextOr(error, text));
      }
    },
    cancel() {
      cancel.mutate(undefined, {
        onSuccess: () => show("success", PREMIUM_TEXT.cancelScheduled),
        onError: (error) => show("error", serverTextOr(error, PAGE_ERRORS.cancel)),
      });
    },
  };
}
