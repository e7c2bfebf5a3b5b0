import { useQuery } from "@tanstack/react-query";
import { sponsorResponseSchema } from "@huddle/contracts/billing";
import { http } from "@/lib/http/http-client";
import { billingKeys } from "./billing-keys";

export async function getSponsor() {
  return sponsorResponseSchema.parse(await http.request<unknown>("/api/billing/sponsor"));
}

/** The sponsor banner's link and text (server configuration, SPONSOR_URL / SPONSOR_TEXT). */
export function useSponsor(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.sponsor(),
    queryFn: getSponsor,
    enabled,
    staleTime: Infinity,
  });
}
