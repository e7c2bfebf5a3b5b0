import { useQuery } from "@tanstack/react-query";
import { billingPlansResponseSchema } from "@huddle/contracts/billing";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { billingKeys } from "./billing-keys";

/** GET /api/billing/plans (public; paid plans say whether they can be bought now). */
export async function getPlans(http: HttpClient) {
  return billingPlansResponseSchema.parse(await http.request<unknown>("/api/billing/plans")).plans;
}

export function usePlans() {
  const http = useHttpClient();
  return useQuery({ queryKey: billingKeys.plans(), queryFn: () => getPlans(http) });
}
