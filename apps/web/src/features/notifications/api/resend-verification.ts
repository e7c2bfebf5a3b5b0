import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  resendVerificationResponseSchema,
  type ResendVerificationResponse,
} from "@huddle/contracts/auth";
import { http } from "@/lib/http/http-client";
import { notificationKeys } from "./notification-keys";

/** POST /api/auth/resend-verification: mails the signed-in user a verification link. */
export async function resendVerification(): Promise<ResendVerificationResponse> {
  const raw = await http.request<unknown>("/api/auth/resend-verification", { method: "POST" });
  return resendVerificationResponseSchema.parse(raw);
}

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ alreadyVerified }) => {
      if (alreadyVerified) queryClient.setQueryData(notificationKeys.emailVerified(), true);
    },
  });
}
