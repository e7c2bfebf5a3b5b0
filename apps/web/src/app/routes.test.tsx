import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { TEAM_ID, buildTeamPreview } from "@/test/custom-team-factories";
import { renderRoutes } from "@/test/render";
import { dispatchAuthExpired } from "@/lib/http/auth-events";
import { appRoutes } from "./routes";

// The home page (with its chat) is a lazy route: its code is loaded once up front, so the first
// test that lands there waits on its requests, not on compiling that code.
beforeAll(() => import("./routes/home-route"), 60_000);

const renderApp = (path: string) => renderRoutes(appRoutes, path);
const pathOf = (router: ReturnType<typeof renderApp>["router"]) =>
  router.state.location.pathname + router.state.location.search;

describe("routes and guards", () => {
  it("sends a signed-out visitor of /profile to /login?next=%2Fprofile", async () => {
    const { router } = renderApp("/profile");
    expect(
      await screen.findByRole("heading", { name: "Sports-Only Chat Platform" }),
    ).toBeInTheDocument();
    expect(pathOf(router)).toBe("/login?next=%2Fprofile");
  });

  it("keeps the query in `next`", async () => {
    const { router } = renderApp("/room?league=nfl&game=1");
    await screen.findByRole("heading", { name: "Sports-Only Chat Platform" });
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe(
      "/room?league=nfl&game=1",
    );
  });

  it("sends a signed-in user on /login, /forgot-password or a reset link home", async () => {
    for (const path of ["/login", "/forgot-password", "/reset-password/abc"]) {
      storeSignedIn();
      const view = renderApp(path);
      expect(await screen.findByRole("heading", { name: "Welcome, alice!" })).toBeInTheDocument();
      expect(pathOf(view.router)).toBe("/");
      view.unmount();
    }
  });

  it("redirects an unknown path to /", async () => {
    storeSignedIn();
    const { router } = renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Welcome, alice!" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/");
  });

  it("sends /teams (the custom rooms' breadcrumb link) to Custom Teams", async () => {
    storeSignedIn();
    const { router } = renderApp("/teams");
    expect(await screen.findByRole("heading", { name: "Custom Teams" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/custom");
  });

  it("shows the home cards with their links", async () => {
    storeSignedIn();
    renderApp("/");
    await screen.findByRole("heading", { name: "Welcome, alice!" });
    expect(screen.getByRole("link", { name: "Explore Teams" })).toHaveAttribute("href", "/custom");
    expect(screen.getByRole("link", { name: "Manage Profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    expect(screen.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/premium");
  });

  it("serves the public pages without sign-in", async () => {
    renderApp("/terms");
    expect(await screen.findByRole("heading", { name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.getAllByText(/Last updated November 1, 2025/).length).toBeGreaterThan(0);
    expect(screen.getByText(/We do not sell your data/)).toBeInTheDocument();
  });

  it.each([
    ["/privacy", "Privacy Policy"],
    ["/forgot-password", "Forgot your password?"],
  ])("opens %s without sign-in", async (path, heading) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(pathOf(router)).toBe(path);
  });

  it("opens a share link without sign-in", async () => {
    const { router } = renderApp("/teams/join/ABC123");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid team link");
    expect(pathOf(router)).toBe("/teams/join/ABC123");
  });

  it("lets a fan new to Huddle register from a team's share link (browser QA)", async () => {
    mockFetch({
      "/api/custom-teams/share/": () => jsonResponse(200, { team: buildTeamPreview() }),
    });
    renderApp(`/teams/join/join${TEAM_ID}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Eastside Ballers" }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByLabelText("Email")).toBeVisible();
    // The page keeps its own title and its one top-level heading.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe("Join Eastside Ballers · Huddle"));
  });

  it("opens /moderation and its nav entry to mods and above, and sends fans home", async () => {
    storeSignedIn(buildUser({ adminLevel: "user" }));
    const fan = renderApp("/moderation");
    await screen.findByRole("heading", { name: "Welcome, alice!" });
    expect(pathOf(fan.router)).toBe("/");
    expect(screen.queryByRole("link", { name: "Moderation" })).not.toBeInTheDocument();
    fan.unmount();

    storeSignedIn(buildUser({ adminLevel: "mod" }));
    mockFetch({
      "/api/admin/messages/reported": () =>
        jsonResponse(200, {
          messages: [],
          pagination: { page: 1, limit: 25, total: 0, totalPages: 1 },
        }),
    });
    renderApp("/moderation");
    expect(await screen.findByRole("heading", { name: "Moderation" })).toBeInTheDocument();
    expect(await screen.findByText("No reported messages.")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Moderation" })).toHaveAttribute(
      "href",
      "/moderation",
    );
    expect(within(nav).queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
  });

  it("lets only superadmins open /admin and see its nav entry", async () => {
    storeSignedIn(buildUser({ adminLevel: "admin" }));
    const first = renderApp("/admin");
    await screen.findByRole("heading", { name: "Welcome, alice!" });
    expect(pathOf(first.router)).toBe("/");
    expect(screen.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
    first.unmount();

    storeSignedIn(buildUser({ adminLevel: "superadmin" }));
    renderApp("/admin");
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("on auth:expired logs out and goes to /login with the current path and query", async () => {
    const fetchMock = mockFetch({ "/api/auth/logout": () => jsonResponse(200, { success: true }) });
    storeSignedIn();
    const { router } = renderApp("/custom?tab=mine");
    await screen.findByRole("heading", { name: "Custom Teams" });
    act(() => dispatchAuthExpired("preemptive_logout"));
    await waitFor(() => expect(pathOf(router)).toBe("/login?next=%2Fcustom%3Ftab%3Dmine"));
    expect(callsTo(fetchMock, "/api/auth/logout")).toHaveLength(1);
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it("signs out from the user menu", async () => {
    const fetchMock = mockFetch({ "/api/auth/logout": () => jsonResponse(200, { success: true }) });
    storeSignedIn();
    const { router } = renderApp("/");
    const user = userEvent.setup();
    const trigger = await screen.findByRole("button", { name: /alice/ });
    await user.click(trigger);
    const menu = screen.getByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Profile Settings" })).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Premium Features" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Keyboard only (issue 18 §8): Enter opens on the first item, Tab steps to Sign Out.
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("menuitem", { name: "Profile Settings" })).toHaveFocus(),
    );
    await user.keyboard("{Tab}{Tab}");
    expect(screen.getByRole("menuitem", { name: "Sign Out" })).toHaveFocus();
    await user.keyboard("{Shift>}{Tab}{/Shift}");
    expect(screen.getByRole("menuitem", { name: "Premium Features" })).toHaveFocus();
    await user.keyboard("{Tab}{Enter}");
    await waitFor(() => expect(pathOf(router)).toBe("/login"));
    expect(callsTo(fetchMock, "/api/auth/logout")).toHaveLength(1);
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("shows the footer texts and support links", async () => {
    storeSignedIn();
    renderApp("/");
    await screen.findByRole("heading", { name: "Welcome, alice!" });
    expect(screen.getByText("All systems operational")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toMatch(
      /^mailto:/,
    );
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("shows 'Initializing Huddle...' while the session restores", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      "/api/auth/refresh": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    // A token about to expire is refreshed before the app renders.
    storeSignedIn(buildUser(), 10_000);
    renderApp("/");
    expect(screen.getByText("Initializing Huddle...")).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText("Initializing Huddle...")).toBeInTheDocument();
    answer(jsonResponse(200, { success: true, tokens: { accessToken: "a.b.c" } }));
    expect(await screen.findByRole("heading", { name: "Welcome, alice!" })).toBeInTheDocument();
  });
});
