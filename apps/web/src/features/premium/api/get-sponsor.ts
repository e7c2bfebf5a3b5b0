import { useQuery } from "@tanstack/react-query";
import { sponsorResponseSchema } from "@huddle/contracts/billing";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { billingKeys } from "./billing-keys";

export async function getSponsor(http: HttpClient) {
  return sponsorResponseSchema.parse(await http.request<unknown>("/api/billing/sponsor"));
}

/** The sponsor banner's link and text (server configuration, SPONSOR_URL / SPONSOR_TEXT). */
export function useSponsor(enabled: boolean) {
  const http = useHttpClient();
  return useQuery({
    queryKey: billingKeys.sponsor(),
    queryFn: () => getSponsor(http),
    enabled,
    staleTime: Infinity,
  });
}
