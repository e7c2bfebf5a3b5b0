import { useQuery } from "@tanstack/react-query";
import { currentSubscriptionResponseSchema } from "@huddle/contracts/billing";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { billingKeys } from "./billing-keys";

/** GET /api/billing/subscription: the caller's plan, status, tier and next billing date. */
export async function getSubscription(http: HttpClient) {
  const raw = await http.request<unknown>("/api/billing/subscription");
  return currentSubscriptionResponseSchema.parse(raw).subscription;
}

export function useSubscription() {
  const http = useHttpClient();
  return useQuery({
    queryKey: billingKeys.subscription(),
    queryFn: () => getSubscription(http),
    retry: false,
  });
}
