import { Notice } from "@/components/ui/notice";
import { PAYMENT_ERRORS } from "../premium-text";

/** Shown when Stripe.js cannot load (no network, blocked, no keys); the page still works. */
export function PaymentUnavailablePanel({ reason }: { reason: string }) {
  return (
    <Notice tone="warning" title={PAYMENT_ERRORS.unavailable}>
      {reason === PAYMENT_ERRORS.unavailable
        ? "Card payments cannot be taken right now. You can still use the free plan and manage your account."
        : reason}
    </Notice>
  );
}
