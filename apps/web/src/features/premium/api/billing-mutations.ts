import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  cancelSubscriptionResponseSchema,
  createSubscriptionResponseSchema,
  portalResponseSchema,
  successResponseSchema,
  type CreateSubscriptionRequest,
} from "@huddle/contracts/billing";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { billingKeys } from "./billing-keys";

/** POST /api/billing/subscribe: the free plan only. */
export async function subscribeFree(http: HttpClient, planId: string) {
  const raw = await http.request<unknown>("/api/billing/subscribe", {
    method: "POST",
    body: { planId },
  });
  return successResponseSchema.parse(raw);
}

/** POST /api/billing/subscriptions: an incomplete subscription and its payment's secret. */
export async function createSubscription(http: HttpClient, body: CreateSubscriptionRequest) {
  const raw = await http.request<unknown>("/api/billing/subscriptions", { method: "POST", body });
  return createSubscriptionResponseSchema.parse(raw);
}

/** POST /api/billing/portal → the Stripe Billing Portal address. */
export async function openPortal(http: HttpClient) {
  const raw = await http.request<unknown>("/api/billing/portal", { method: "POST" });
  return portalResponseSchema.parse(raw);
}

/** POST /api/billing/cancel: at the end of the period (seed 001 §4). */
export async function cancelSubscription(http: HttpClient) {
  const raw = await http.request<unknown>("/api/billing/cancel", {
    method: "POST",
    body: { atPeriodEnd: true },
  });
  return cancelSubscriptionResponseSchema.parse(raw);
}

function useBillingMutation<A, R>(fn: (http: HttpClient, arg: A) => Promise<R>) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => fn(http, arg),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKeys.all() }),
  });
}

export const useSubscribeFree = () => useBillingMutation(subscribeFree);
export const useCancelSubscription = () =>
  useBillingMutation((http: HttpClient) => cancelSubscription(http));
