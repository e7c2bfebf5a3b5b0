import type { ReactElement } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { onTestFinished } from "vitest";
import {
  RouterProvider,
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
} from "react-router";
import { createQueryClient } from "@/app/query-client";
import { createHttpClient } from "@/lib/http/http-client";
import { HttpClientProvider } from "@/lib/http/http-provider";
import { SessionProvider } from "@/lib/session/session-provider";
import { createSessionManager } from "@/lib/session/session-manager";

export interface RenderOptions {
  /** A query client the test prepared (e.g. seeded with the viewer's data); fresh by default. */
  queryClient?: QueryClient;
}

/**
 * Renders routes in a memory router with a fresh session, query client and HTTP client. The
 * client closes when the test ends, so requests still waiting for their slot (spec 000 §7: 100 ms
 * apart) never reach the next test's fetch, and no test waits on another's spacing.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: InitialEntry,
  { queryClient = createQueryClient() }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const http = createHttpClient();
  onTestFinished(() => http.close());
  const manager = createSessionManager(http);
  const view = render(
    <HttpClientProvider client={http}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider manager={manager}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </HttpClientProvider>,
  );
  return { ...view, router, manager };
}

/** Renders one element at `path` (plus a stub /login) inside the app's providers. */
export function renderPage(
  element: ReactElement,
  path = "/",
  pattern = path,
  options: RenderOptions = {},
) {
  return renderRoutes(
    [
      { path: pattern, element },
      { path: "/login", element: <p>Login page</p> },
    ],
    path,
    options,
  );
}
