import { queryOptions } from "@tanstack/react-query";
import type { HttpClient } from "@/lib/http/http-client";
import { readAvailability } from "./read-availability";

export async function checkUsername(http: HttpClient, username: string): Promise<boolean> {
  const data = await http.request<unknown>("/api/auth/check/username", { query: { username } });
  return readAvailability(data);
}

export function usernameAvailabilityQuery(http: HttpClient, username: string) {
  return queryOptions({
    queryKey: ["auth", "availability", "username", username],
    queryFn: () => checkUsername(http, username),
    retry: false,
    staleTime: 30_000,
  });
}
