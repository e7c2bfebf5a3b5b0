import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "@/lib/http/http-client";
import { readAvailability } from "./read-availability";

export async function checkEmail(http: HttpClient, email: string): Promise<boolean> {
  const data = await http.request<unknown>("/api/auth/check/email", { query: { email } });
  return readAvailability(data);
}

export function emailAvailabilityQuery(http: HttpClient, email: string) {
  return queryOptions({
    queryKey: ["auth", "availability", "email", email],
    queryFn: () => checkEmail(http, email),
    retry: false,
    staleTime: 30_000,
  });
}
