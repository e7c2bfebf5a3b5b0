import { useEffect, useState, type FormEvent } from "react";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElementChangeEvent } from "@stripe/stripe-js";
import type { BillingPlan } from "@huddle/contracts/billing";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Notice } from "@/components/ui/notice";
import { useHttpClient } from "@/lib/http/use-http-client";
import { createSubscription } from "../api/billing-mutations";
import { CARD_READY_TIMEOUT_MS, PAYMENT_ERRORS, PREMIUM_TEXT } from "../premium-text";
import { formatInterval, formatPrice } from "../utils/format-price";
import { paymentErrorText } from "../utils/payment-errors";

/** Seed 001 §4 Card field states. */
export type CardState = "loading" | "ready" | "error" | "complete";

interface CardPaymentModalProps {
  plan: BillingPlan;
  stripe: Stripe;
  onClose: () => void;
  onPaid: () => void;
}

/** The 'Subscribe to {plan}' modal: price, interval and Stripe's card field. */
export function CardPaymentModal(props: CardPaymentModalProps) {
  return (
    <Elements stripe={props.stripe}>
      <CardPaymentForm {...props} />
    </Elements>
  );
}

function CardPaymentForm({ plan, onClose, onPaid }: CardPaymentModalProps) {
  const http = useHttpClient();
  const stripe = useStripe();
  const elements = useElements();
  const [card, setCard] = useState<CardState>("loading");
  const [cardError, setCardError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    if (card !== "loading") return;
    // Seed 001 §9: a card field that never becomes ready is the payment system failing.
    const timer = setTimeout(() => {
      setCard("error");
      setCardError(PAYMENT_ERRORS.unavailable);
    }, CARD_READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [card]);

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    setCardError(event.error?.message ?? null);
    setCard(event.error ? "error" : event.complete ? "complete" : "ready");
  };

  async function pay(): Promise<void> {
    const cardElement = elements?.getElement(CardElement);
    if (!stripe || !cardElement) throw new Error(PAYMENT_ERRORS.stripeNotLoaded);
    const created = await createSubscription(
      http,
      plan.priceId ? { priceId: plan.priceId } : { planId: plan.id },
    );
    if (!created.clientSecret) {
      if (created.checkoutUrl) {
        window.location.assign(created.checkoutUrl);
        return;
      }
      throw new Error(PAYMENT_ERRORS.invalidResponse);
    }
    const result = await stripe.confirmCardPayment(created.clientSecret, {
      payment_method: { card: cardElement },
    });
    if (result.error) throw result.error;
    if (result.paymentIntent?.status !== "succeeded") throw new Error(PAYMENT_ERRORS.notSuccessful);
    onPaid();
  }

  async function submit() {
    if (card !== "complete") {
      setError(PREMIUM_TEXT.incompleteCard);
      return;
    }
    setError(null);
    setProcessing(true);
    try {
      await pay();
    } catch (failure) {
      setError(paymentErrorText(failure));
    } finally {
      setProcessing(false);
    }
  }

  const canSubmit = card === "complete" && stripe !== null && !processing;
  return (
    <Dialog
      title={PREMIUM_TEXT.subscribeTo(plan.name)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={processing}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!canSubmit}>
            {processing ? "Processing..." : "Subscribe"}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
        <p className="text-2xl font-bold">
          {formatPrice(plan)}
          <span className="text-base font-normal text-gray-600 dark:text-gray-300">
            {formatInterval(plan)}
          </span>
        </p>
        <div>
          <span className="mb-1 block text-sm font-medium">Card details</span>
          <div
            data-card-state={card}
            className="rounded-md border border-gray-300 bg-white px-3 py-3 dark:border-gray-600"
          >
            <CardElement
              onReady={() => setCard((state) => (state === "loading" ? "ready" : state))}
              onChange={onCardChange}
            />
          </div>
          <p aria-live="polite" className="mt-1 text-xs text-gray-600 dark:text-gray-300">
            {card === "loading" ? "Loading payment form..." : null}
            {card === "error" && cardError ? cardError : null}
          </p>
        </div>
        {error ? <Notice tone="error">{error}</Notice> : null}
      </form>
    </Dialog>
  );
}
