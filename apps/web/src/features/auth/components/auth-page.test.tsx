import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { PublicOnlyRoute } from "@/app/routes/public-only-route";
import { RequireAuth } from "@/app/routes/require-auth";
import { RootRoute } from "@/app/routes/root-route";
import { dispatchAuthExpired } from "@/lib/http/auth-events";
import { buildUser, jsonResponse, makeToken, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { AuthPage } from "./auth-page";

const routes = [
  {
    element: <RootRoute />,
    children: [
      { element: <PublicOnlyRoute />, children: [{ path: "/login", element: <AuthPage /> }] },
      { path: "/", element: <p>Home page</p> },
      { element: <RequireAuth />, children: [{ path: "/room", element: <p>Room</p> }] },
    ],
  },
];

describe("/login notices (browser QA)", () => {
  it("says a verification link is invalid or expired, as an error", async () => {
    mockFetch({});
    const message = encodeURIComponent(AUTH_MESSAGES.verifyInvalidToken);
    renderRoutes(routes, `/login?message=${message}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.verifyInvalidToken);
  });

  it("shows no text a link made up", async () => {
    mockFetch({});
    renderRoutes(routes, `/login?message=${encodeURIComponent("Your prize is waiting")}`);
    await screen.findByRole("button", { name: "Sign In" });
    expect(screen.queryByText("Your prize is waiting")).toBeNull();
  });

  it("tells a fan the server signed out why (a ban), on the page they are sent to", async () => {
    localStorage.setItem("accessToken", makeToken(60_000));
    localStorage.setItem("refreshToken", "r1");
    localStorage.setItem("user", JSON.stringify(buildUser()));
    const suspended = () => jsonResponse(403, { error: AUTH_MESSAGES.suspended });
    mockFetch({ "/api/auth/refresh": suspended, "/api/auth/me": suspended });
    const { manager } = renderRoutes(routes, "/room");
    // The socket's refused handshake raises auth:expired in the same turn as the refused
    // refresh, before the page has moved: the reason must survive it.
    const stop = manager.subscribe(() => {
      if (manager.getSnapshot().status !== "signed-out") return;
      stop();
      dispatchAuthExpired("token_invalid_or_expired", "/socket.io");
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.suspended);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("alert")).toHaveTextContent(AUTH_MESSAGES.suspended);
  });

  it("shows a signed-in fan their verification link's outcome before sending them home", async () => {
    storeSignedIn();
    mockFetch({});
    const verified = encodeURIComponent(AUTH_MESSAGES.emailVerified);
    const { unmount } = renderRoutes(routes, `/login?message=${verified}`);
    expect(await screen.findByRole("status")).toHaveTextContent(
      AUTH_MESSAGES.emailVerifiedSignedIn,
    );
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    unmount();

    renderRoutes(routes, "/login");
    expect(await screen.findByText("Home page")).toBeInTheDocument();
  });
});
