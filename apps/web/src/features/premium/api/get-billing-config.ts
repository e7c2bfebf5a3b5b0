import { billingConfigResponseSchema } from "@huddle/contracts/billing";
import type { HttpClient } from "@/lib/http/http-client";
import { HttpError } from "@/lib/http/http-error";
import { PAYMENT_ERRORS } from "../premium-text";

/**
 * GET /api/billing/config → the publishable key, or throws an Error with the seed's text:
 * 503 is 'Payment system unavailable', a body without a key is 'Invalid payment configuration
 * received', anything else 'Unable to load payment configuration. …'.
 */
export async function getPublishableKey(http: HttpClient): Promise<string> {
  let raw: unknown;
  try {
    raw = await http.request<unknown>("/api/billing/config");
  } catch (error) {
    const unavailable = error instanceof HttpError && error.status === 503;
    throw new Error(unavailable ? PAYMENT_ERRORS.unavailable : PAYMENT_ERRORS.configFailed);
  }
  const parsed = billingConfigResponseSchema.safeParse(raw);
  if (!parsed.success || !parsed.data.publishableKey) throw new Error(PAYMENT_ERRORS.invalidConfig);
  return parsed.data.publishableKey;
}
