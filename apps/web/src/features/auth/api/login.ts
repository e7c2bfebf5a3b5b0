import { useMutation } from "@tanstack/react-query";
import { loginResponseSchema, type LoginRequest, type LoginResponse } from "@huddle/contracts/auth";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";

export async function login(http: HttpClient, body: LoginRequest): Promise<LoginResponse> {
  const raw = await http.request<unknown>("/api/auth/login", { method: "POST", body });
  const parsed = loginResponseSchema.safeParse(raw);
  if (!parsed.success) throw new Error("Invalid login response format");
  return parsed.data;
}

export function useLogin() {
  const http = useHttpClient();
  return useMutation({ mutationFn: (body: LoginRequest) => login(http, body) });
}
