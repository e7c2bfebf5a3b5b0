import { useMutation } from "@tanstack/react-query";
import type { RegisterRequest } from "@huddle/contracts/auth";
import type { SuccessMessage } from "@huddle/contracts/errors";
import { http } from "@/lib/http/http-client";

export function register(body: RegisterRequest): Promise<SuccessMessage> {
  return http.request<SuccessMessage>("/api/auth/register", { method: "POST", body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
