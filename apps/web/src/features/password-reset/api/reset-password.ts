import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordRequest } from "@huddle/contracts/auth";
import type { SuccessMessage } from "@huddle/contracts/errors";
import { http } from "@/lib/http/http-client";

export function resetPassword(body: ResetPasswordRequest): Promise<SuccessMessage> {
  return http.request<SuccessMessage>("/api/auth/reset-password", { method: "POST", body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
