import type { ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorFallback } from "./routes/route-error-fallback";
import { TopLevelErrorBoundary } from "./top-level-error-boundary";

function Boom(): never {
  throw new Error("boom");
}

describe("error screens", () => {
  it("shows the top-level failure screen", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <TopLevelErrorBoundary>
        <Boom />
      </TopLevelErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go Home" })).toBeInTheDocument();
  });

  it("shows the route fallback with a support mail link", () => {
    renderRouteFailure(<Boom />);
    expect(screen.getByRole("heading", { name: "Oops! Something went wrong" })).toBeInTheDocument();
    expect(
      screen.getByText("An unexpected error stopped this page from loading."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to Home" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Support" }).getAttribute("href")).toMatch(
      /^mailto:/,
    );
  });

  it("says the server could not be reached when a page's code failed to download", () => {
    function Offline(): never {
      throw new TypeError("Failed to fetch dynamically imported module: /assets/custom-1.js");
    }
    renderRouteFailure(<Offline />);
    expect(
      screen.getByText(
        "Unable to connect to the server. Please check your internet connection and try again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});

/** The route fallback for a page that throws while rendering (console noise silenced). */
function renderRouteFailure(page: ReactElement) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const router = createMemoryRouter([
    { path: "/", element: page, errorElement: <RouteErrorFallback /> },
  ]);
  render(<RouterProvider router={router} />);
}
