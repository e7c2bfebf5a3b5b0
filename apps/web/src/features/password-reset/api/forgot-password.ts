import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordRequest } from "@huddle/contracts/auth";
import type { SuccessMessage } from "@huddle/contracts/errors";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";

export function forgotPassword(
  http: HttpClient,
  body: ForgotPasswordRequest,
): Promise<SuccessMessage> {
  return http.request<SuccessMessage>("/api/auth/forgot-password", { method: "POST", body });
}

export function useForgotPassword() {
  const http = useHttpClient();
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => forgotPassword(http, body) });
}
