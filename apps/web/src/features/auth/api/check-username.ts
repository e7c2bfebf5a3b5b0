import { queryOptions } from "@tanstack/react-query";
import { http } from "@/lib/http/http-client";
import { readAvailability } from "./read-availability";

export async function checkUsername(username: string): Promise<boolean> {
  const data = await http.request<unknown>("/api/auth/check/username", { query: { username } });
  return readAvailability(data);
}

export function usernameAvailabilityQuery(username: string) {
  return queryOptions({
    queryKey: ["auth", "availability", "username", username],
    queryFn: () => checkUsername(username),
    retry: false,
    staleTime: 30_000,
  });
}
