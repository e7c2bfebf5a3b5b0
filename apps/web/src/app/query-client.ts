import { QueryClient } from "@tanstack/react-query";

/** The HTTP client already retries 429s; other failures surface at once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
