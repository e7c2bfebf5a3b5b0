import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordRequest } from "@huddle/contracts/auth";
import type { SuccessMessage } from "@huddle/contracts/errors";
import { http } from "@/lib/http/http-client";

export function forgotPassword(body: ForgotPasswordRequest): Promise<SuccessMessage> {
  return http.request<SuccessMessage>("/api/auth/forgot-password", { method: "POST", body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
