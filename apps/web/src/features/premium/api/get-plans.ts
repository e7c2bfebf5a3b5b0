import { useQuery } from "@tanstack/react-query";
import { billingPlansResponseSchema } from "@huddle/contracts/billing";
import { http } from "@/lib/http/http-client";
import { billingKeys } from "./billing-keys";

/** GET /api/billing/plans (public; paid plans say whether they can be bought now). */
export async function getPlans() {
  return billingPlansResponseSchema.parse(await http.request<unknown>("/api/billing/plans")).plans;
}

export function usePlans() {
  return useQuery({ queryKey: billingKeys.plans(), queryFn: getPlans });
}
