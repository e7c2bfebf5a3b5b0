import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, mockFetch } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { useLocation } from "react-router";
import { ResetPasswordPage } from "./reset-password-page";

function LoginStub() {
  const state = useLocation().state as { message?: string } | null;
  return <p>{state?.message}</p>;
}

function renderReset(handlers: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({
    "/api/auth/reset-password/validate": () =>
      jsonResponse(200, { valid: true, email: "alice@example.com" }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/reset-password/:token", element: <ResetPasswordPage /> },
      { path: "/login", element: <LoginStub /> },
    ],
    "/reset-password/tok-123",
  );
  return { ...view, fetchMock };
}

describe("reset password page", () => {
  it("shows the validating state, then the form", async () => {
    const { fetchMock } = renderReset({});
    expect(screen.getByText("Validating reset link...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    expect(String(callsTo(fetchMock, "/api/auth/reset-password/validate")[0]?.[0])).toContain(
      "token=tok-123",
    );
  });

  it("shows 'Invalid Reset Link' for an invalid token", async () => {
    renderReset({
      "/api/auth/reset-password/validate": () => jsonResponse(200, { valid: false, email: null }),
    });
    expect(await screen.findByRole("heading", { name: "Invalid Reset Link" })).toBeInTheDocument();
    expect(screen.getByText(/valid for 1 hour/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("rates the password weak, fair, good and strong as rules are met", async () => {
    renderReset({});
    const input = await screen.findByLabelText("New password");
    const user = userEvent.setup();
    expect(screen.getByText("Strength: Weak")).toBeInTheDocument();
    await user.type(input, "abcdefgh");
    expect(screen.getByText("Strength: Weak")).toBeInTheDocument();
    await user.type(input, "1");
    expect(screen.getByText("Strength: Fair")).toBeInTheDocument();
    await user.type(input, "A");
    expect(screen.getByText("Strength: Good")).toBeInTheDocument();
    await user.type(input, "!");
    expect(screen.getByText("Strength: Strong")).toBeInTheDocument();
    expect(screen.getByText(/One special character/)).toHaveTextContent("(met)");
  });

  it("shows the field messages", async () => {
    renderReset({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your password")).toBeInTheDocument();
    await user.type(screen.getByLabelText("New password"), "weakpass");
    await user.type(screen.getByLabelText("Confirm new password"), "other");
    await user.tab();
    expect(await screen.findByText("Password does not meet requirements")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "Str0ng!pass");
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
  });

  it("shows the server's error when the reset fails", async () => {
    renderReset({
      "/api/auth/reset-password": (url) =>
        url.pathname.endsWith("/validate")
          ? jsonResponse(200, { valid: true, email: "a@b.co" })
          : jsonResponse(400, { error: "This password reset link is invalid or has expired." }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "Str0ng!pass");
    await user.type(screen.getByLabelText("Confirm new password"), "Str0ng!pass");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(
      await screen.findByText("This password reset link is invalid or has expired."),
    ).toBeInTheDocument();
  });

  it("shows the generic failure text when the server cannot be reached", async () => {
    renderReset({
      "/api/auth/reset-password": (url) => {
        if (url.pathname.endsWith("/validate"))
          return jsonResponse(200, { valid: true, email: null });
        throw new TypeError("Failed to fetch");
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "Str0ng!pass");
    await user.type(screen.getByLabelText("Confirm new password"), "Str0ng!pass");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(
      await screen.findByText(
        "Failed to reset password. Please try again or request a new reset link.",
      ),
    ).toBeInTheDocument();
  });

  it("succeeds, then goes to /login after 3 s with the success message", async () => {
    vi.useFakeTimers();
    const { fetchMock, router } = renderReset({
      "/api/auth/reset-password": (url) =>
        url.pathname.endsWith("/validate")
          ? jsonResponse(200, { valid: true, email: "a@b.co" })
          : jsonResponse(200, {
              success: true,
              message: "Password reset successful. Please sign in with your new password.",
            }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText("New password"), "Str0ng!pass");
    await user.type(screen.getByLabelText("Confirm new password"), "Str0ng!pass");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByRole("heading", { name: "Password Reset!" })).toBeInTheDocument();
    const post = callsTo(fetchMock, "/api/auth/reset-password").find(
      ([, init]) => init?.method === "POST",
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      token: "tok-123",
      newPassword: "Str0ng!pass",
    });

    // findBy may have advanced the fake clock by one 50 ms poll after the success screen appeared.
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(router.state.location.pathname).toBe("/reset-password/tok-123");
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe("/login");
    expect(
      screen.getByText("Password reset successful. Please sign in with your new password."),
    ).toBeInTheDocument();
  });
});
