import { useContext } from "react";
import { HttpClientContext } from "./http-context";
import type { HttpClient } from "./http-client";

/** The HTTP client of the surrounding <HttpClientProvider>. */
export function useHttpClient(): HttpClient {
  const client = useContext(HttpClientContext);
  if (!client) throw new Error("useHttpClient must be used inside an HttpClientProvider");
  return client;
}
