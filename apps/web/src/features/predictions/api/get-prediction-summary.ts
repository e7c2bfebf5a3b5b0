import { useQuery } from "@tanstack/react-query";
import {
  predictionSummaryResponseSchema,
  type PredictionSummary,
} from "@huddle/contracts/predictions";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { predictionsKeys } from "./predictions-keys";

/** GET /api/predictions/users/{username}/summary */
export async function getPredictionSummary(
  http: HttpClient,
  username: string,
): Promise<PredictionSummary> {
  const raw = await http.request<unknown>(
    `/api/predictions/users/${encodeURIComponent(username)}/summary`,
  );
  return predictionSummaryResponseSchema.parse(raw).summary;
}

export function usePredictionSummary(username: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: predictionsKeys.summary(username),
    queryFn: () => getPredictionSummary(http, username),
    staleTime: 60_000,
  });
}
