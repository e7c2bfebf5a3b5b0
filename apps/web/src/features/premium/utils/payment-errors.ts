import { HttpError } from "@/lib/http/http-error";
import { PAYMENT_ERRORS } from "../premium-text";

/** A Stripe.js error (confirmCardPayment's `error`). */
export interface StripeJsError {
  type?: string;
  message?: string;
}

/** Seed 001 §8: which payment text a failure shows. */
export function paymentErrorText(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 503) return PAYMENT_ERRORS.unavailable;
    if (error.status >= 500) return PAYMENT_ERRORS.cannotProcess;
    return error.message || PAYMENT_ERRORS.fallback;
  }
  if (error instanceof TypeError) return PAYMENT_ERRORS.connection;
  const stripeError = error as StripeJsError | null;
  if (stripeError?.type === "card_error" || stripeError?.type === "validation_error") {
    return PAYMENT_ERRORS.invalidCard;
  }
  if (stripeError?.type === "api_connection_error") return PAYMENT_ERRORS.connection;
  if (error instanceof Error && Object.values(PAYMENT_ERRORS).includes(error.message as never)) {
    return error.message;
  }
  return PAYMENT_ERRORS.fallback;
}
