import { useMutation } from "@tanstack/react-query";
import type { RegisterRequest } from "@huddle/contracts/auth";
import type { SuccessMessage } from "@huddle/contracts/errors";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";

export function register(http: HttpClient, body: RegisterRequest): Promise<SuccessMessage> {
  return http.request<SuccessMessage>("/api/auth/register", { method: "POST", body });
}

export function useRegister() {
  const http = useHttpClient();
  return useMutation({ mutationFn: (body: RegisterRequest) => register(http, body) });
}
