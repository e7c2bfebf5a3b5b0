import { useState } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useFocusHeadingOnNavigate } from "./use-focus-heading-on-navigate";

function Root() {
  useFocusHeadingOnNavigate();
  return (
    <main>
      <Outlet />
    </main>
  );
}

/** A page whose heading appears only after its data "loads" (a button press here). */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Team page</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Load
    </button>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: "/", element: <h1>Home</h1> },
          { path: "/tabs", element: <h1>Tabs page</h1> },
          { path: "/late", element: <LatePage /> },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("useFocusHeadingOnNavigate", () => {
  it("leaves the first page alone, then focuses each new page's heading", async () => {
    const router = setup();
    expect(screen.getByRole("heading", { name: "Home" })).not.toHaveFocus();
    await act(() => router.navigate("/tabs"));
    expect(screen.getByRole("heading", { name: "Tabs page" })).toHaveFocus();
  });

  it("does not move focus when only ?tab= changes", async () => {
    const router = setup();
    await act(() => router.navigate("/tabs"));
    screen.getByRole("heading", { name: "Tabs page" }).blur();
    await act(() => router.navigate("/tabs?tab=two", { replace: true }));
    expect(document.body).toHaveFocus();
  });

  it("focuses a heading that appears after the page loads", async () => {
    const router = setup();
    await act(() => router.navigate("/late"));
    act(() => screen.getByRole("button", { name: "Load" }).click());
    await waitFor(() => expect(screen.getByRole("heading", { name: "Team page" })).toHaveFocus());
  });
});
