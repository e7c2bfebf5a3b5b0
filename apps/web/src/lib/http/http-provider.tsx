import type { ReactNode } from "react";
import { HttpClientContext } from "./http-context";
import type { HttpClient } from "./http-client";

export function HttpClientProvider({
  client,
  children,
}: {
  client: HttpClient;
  children: ReactNode;
}) {
  return <HttpClientContext.Provider value={client}>{children}</HttpClientContext.Provider>;
}
