import type { ReactNode } from "react";
import { vi } from "vitest";

/**
 * A test double of Stripe.js and its React bindings, for component tests only (happy-dom cannot
 * load js.stripe.com). The card field is three buttons that fire the real CardElement's events,
 * so a test walks it through loading → ready → complete (or error).
 */
export interface ConfirmResult {
  paymentIntent?: { status: string };
  error?: { type: string; message: string };
}

export const stripeJsDouble = {
  /** What loadStripe resolves to; null or a rejection stands for Stripe.js failing to load. */
  load: (): Promise<unknown> => Promise.resolve(stripeJsDouble.stripe),
  stripe: {
    confirmCardPayment: vi.fn(async (_secret: string, _data: unknown): Promise<ConfirmResult> => ({
      paymentIntent: { status: "succeeded" },
    })),
  },
  reset() {
    stripeJsDouble.load = () => Promise.resolve(stripeJsDouble.stripe);
    stripeJsDouble.stripe.confirmCardPayment.mockReset();
    stripeJsDouble.stripe.confirmCardPayment.mockResolvedValue({
      paymentIntent: { status: "succeeded" },
    });
  },
};

export const stripeJsModule = {
  loadStripe: () => stripeJsDouble.load(),
};

interface CardProps {
  onReady?: () => void;
  onChange?: (event: { complete: boolean; error?: { message: string } }) => void;
}

const CARD_ELEMENT = { kind: "card-element-test-double" };

export const reactStripeModule = {
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  CardElement: ({ onReady, onChange }: CardProps) => (
    <div>
      <button type="button" onClick={() => onReady?.()}>
        test: card ready
      </button>
      <button type="button" onClick={() => onChange?.({ complete: true })}>
        test: card complete
      </button>
      <button
        type="button"
        onClick={() =>
          onChange?.({ complete: false, error: { message: "Your card number is incomplete." } })
        }
      >
        test: card error
      </button>
    </div>
  ),
  useStripe: () => stripeJsDouble.stripe,
  useElements: () => ({ getElement: () => CARD_ELEMENT }),
  CARD_ELEMENT,
};
