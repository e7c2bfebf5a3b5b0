import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  resendVerificationResponseSchema,
  type ResendVerificationResponse,
} from "@huddle/contracts/auth";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { notificationKeys } from "./notification-keys";

/** POST /api/auth/resend-verification: mails the signed-in user a verification link. */
export async function resendVerification(http: HttpClient): Promise<ResendVerificationResponse> {
  const raw = await http.request<unknown>("/api/auth/resend-verification", { method: "POST" });
  return resendVerificationResponseSchema.parse(raw);
}

export function useResendVerification() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendVerification(http),
    onSuccess: ({ alreadyVerified }) => {
      if (alreadyVerified) queryClient.setQueryData(notificationKeys.emailVerified(), true);
    },
  });
}
