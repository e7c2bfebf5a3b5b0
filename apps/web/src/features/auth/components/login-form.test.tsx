import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, makeToken, mockFetch } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import type * as HardNavigateModule from "@/lib/hard-navigate";
import { AuthPage } from "./auth-page";

const { hardNavigate } = vi.hoisted(() => ({ hardNavigate: vi.fn() }));
vi.mock("@/lib/hard-navigate", async (importOriginal) => ({
  ...(await importOriginal<typeof HardNavigateModule>()),
  hardNavigate,
}));

function renderLogin(path = "/login", state?: unknown) {
  return renderRoutes(
    [{ path: "/login", element: <AuthPage /> }],
    state ? { pathname: path, state } : path,
  );
}

async function signIn(usernameOrEmail = "alice", password = "secret123") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Username or email"), usernameOrEmail);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("login form", () => {
  beforeEach(() => hardNavigate.mockReset());

  it("shows the title and the required-field messages", async () => {
    renderLogin();
    expect(screen.getByRole("heading", { name: "Sports-Only Chat Platform" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Username or email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  it("shows the server's error text", async () => {
    mockFetch({
      "/api/auth/login": () =>
        jsonResponse(401, {
          error: "Incorrect password. Please check your password and try again.",
        }),
    });
    renderLogin();
    await signIn();
    expect(
      await screen.findByText("Incorrect password. Please check your password and try again."),
    ).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
    // Focus is never left on the page after a refusal: the password is ready to retype.
    await waitFor(() => expect(screen.getByLabelText("Password")).toHaveFocus());
  });

  it("explains a connection failure", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    renderLogin();
    await signIn();
    expect(
      await screen.findByText(
        "Unable to connect to the server. Please check your internet connection and try again.",
      ),
    ).toBeInTheDocument();
  });

  it("stores the session and reloads into `next` 100 ms after signing in", async () => {
    const accessToken = makeToken(15 * 60_000);
    const fetchMock = mockFetch({
      "/api/auth/login": () =>
        jsonResponse(200, {
          success: true,
          tokens: { accessToken, refreshToken: "refresh-1" },
          user: buildUser(),
        }),
    });
    renderLogin("/login?next=%2Fprofile%3Ftab%3Dfollow");
    await signIn("alice@example.com", "pw");
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/profile?tab=follow"));
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({
      usernameOrEmail: "alice@example.com",
      password: "pw",
    });
    expect(localStorage.getItem("accessToken")).toBe(accessToken);
    expect(localStorage.getItem("refreshToken")).toBe("refresh-1");
    expect(JSON.parse(localStorage.getItem("user") ?? "{}")).toMatchObject({ username: "alice" });
  });

  it.each(["%2F%2Fevil.example%2F", "/%09/evil.example"])(
    "goes to / when `next` (%s) points at another site",
    async (next) => {
      mockFetch({
        "/api/auth/login": () =>
          jsonResponse(200, {
            success: true,
            tokens: { accessToken: makeToken(60_000), refreshToken: "r" },
            user: buildUser(),
          }),
      });
      renderLogin(`/login?next=${next}`);
      await signIn();
      await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("/"));
    },
  );

  it("shows a success message passed in the query or in state", () => {
    const first = renderLogin(
      "/login?message=Password%20reset%20successful.%20Please%20sign%20in%20with%20your%20new%20password.",
    );
    expect(
      screen.getByText("Password reset successful. Please sign in with your new password."),
    ).toBeInTheDocument();
    first.unmount();
    renderLogin("/login", { message: "Signed out." });
    expect(screen.getByText("Signed out.")).toBeInTheDocument();
  });

  it("links to the forgot-password page", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});
