import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordRequest } from "@huddle/contracts/auth";
import type { SuccessMessage } from "@huddle/contracts/errors";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";

export function resetPassword(
  http: HttpClient,
  body: ResetPasswordRequest,
): Promise<SuccessMessage> {
  return http.request<SuccessMessage>("/api/auth/reset-password", { method: "POST", body });
}

export function useResetPassword() {
  const http = useHttpClient();
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => resetPassword(http, body) });
}
