import { queryOptions } from "@tanstack/react-query";
import { http } from "@/lib/http/http-client";
import { readAvailability } from "./read-availability";

export async function checkEmail(email: string): Promise<boolean> {
  const data = await http.request<unknown>("/api/auth/check/email", { query: { email } });
  return readAvailability(data);
}

export function emailAvailabilityQuery(email: string) {
  return queryOptions({
    queryKey: ["auth", "availability", "email", email],
    queryFn: () => checkEmail(email),
    retry: false,
    staleTime: 30_000,
  });
}
