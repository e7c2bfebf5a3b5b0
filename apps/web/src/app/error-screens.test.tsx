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
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: "/", element: <Boom />, errorElement: <RouteErrorFallback /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Oops! Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to Home" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Support" }).getAttribute("href")).toMatch(
      /^mailto:/,
    );
  });
});
