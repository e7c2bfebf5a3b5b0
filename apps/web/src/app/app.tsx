import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createBrowserRouter } from "react-router";
import { createHttpClient } from "@/lib/http/http-client";
import { HttpClientProvider } from "@/lib/http/http-provider";
import { SessionProvider } from "@/lib/session/session-provider";
import { SocketProvider } from "@/lib/socket/socket-provider";
import { createQueryClient } from "./query-client";
import { appRoutes } from "./routes";
import { TopLevelErrorBoundary } from "./top-level-error-boundary";

export function App() {
  const [http] = useState(createHttpClient);
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <TopLevelErrorBoundary>
      <HttpClientProvider client={http}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <SocketProvider>
              <RouterProvider router={router} />
            </SocketProvider>
          </SessionProvider>
        </QueryClientProvider>
      </HttpClientProvider>
    </TopLevelErrorBoundary>
  );
}
