import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lazyRoute } from "./lazy-route";

function deferredModule() {
  let resolve!: (module: { Page: () => React.JSX.Element }) => void;
  const promise = new Promise<{ Page: () => React.JSX.Element }>((r) => (resolve = r));
  return { load: () => promise, resolve };
}

describe("lazyRoute", () => {
  it("shows a loading status until the page's module arrives, then the page", async () => {
    const module = deferredModule();
    const Route = lazyRoute(module.load, (m) => m.Page, { inLayout: true });
    render(<Route />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.getByRole("status")).not.toHaveClass("min-h-screen");

    module.resolve({ Page: () => <h1>Room</h1> });
    expect(await screen.findByRole("heading", { name: "Room" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("fills the screen while a page outside the layout loads", () => {
    const Route = lazyRoute(deferredModule().load, (m) => m.Page);
    render(<Route />);
    expect(screen.getByRole("status")).toHaveClass("min-h-screen");
  });
});
