import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import {
  RouterProvider,
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
} from "react-router";
import { createQueryClient } from "@/app/query-client";
import { SessionProvider } from "@/lib/session/session-provider";
import { createSessionManager } from "@/lib/session/session-manager";

/** Renders routes in a memory router with a fresh query client and session. */
export function renderRoutes(routes: RouteObject[], initialPath: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const manager = createSessionManager();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider manager={manager}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, manager };
}

/** Renders one element at `path` (plus a stub /login) inside the app's providers. */
export function renderPage(element: ReactElement, path = "/", pattern = path) {
  return renderRoutes(
    [
      { path: pattern, element },
      { path: "/login", element: <p>Login page</p> },
    ],
    path,
  );
}
