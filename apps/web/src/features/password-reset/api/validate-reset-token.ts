import { queryOptions, useQuery } from "@tanstack/react-query";
import { resetTokenValidationSchema, type ResetTokenValidation } from "@huddle/contracts/auth";
import { http } from "@/lib/http/http-client";

export async function validateResetToken(token: string): Promise<ResetTokenValidation> {
  const data = await http.request<unknown>("/api/auth/reset-password/validate", {
    query: { token },
  });
  return resetTokenValidationSchema.parse(data);
}

export function resetTokenQuery(token: string) {
  return queryOptions({
    queryKey: ["auth", "reset-token", token],
    queryFn: () => validateResetToken(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetTokenValidation(token: string) {
  return useQuery(resetTokenQuery(token));
}
