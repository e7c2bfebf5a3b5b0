import { queryOptions, useQuery } from "@tanstack/react-query";
import { resetTokenValidationSchema, type ResetTokenValidation } from "@huddle/contracts/auth";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";

export async function validateResetToken(
  http: HttpClient,
  token: string,
): Promise<ResetTokenValidation> {
  const data = await http.request<unknown>("/api/auth/reset-password/validate", {
    query: { token },
  });
  return resetTokenValidationSchema.parse(data);
}

export function resetTokenQuery(http: HttpClient, token: string) {
  return queryOptions({
    queryKey: ["auth", "reset-token", token],
    queryFn: () => validateResetToken(http, token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetTokenValidation(token: string) {
  const http = useHttpClient();
  return useQuery(resetTokenQuery(http, token));
}
