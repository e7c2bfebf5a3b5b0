import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, mockFetch } from "@/test/factories";
import { renderPage } from "@/test/render";
import { ForgotPasswordPage } from "./forgot-password-page";

const render = () => renderPage(<ForgotPasswordPage />, "/forgot-password");

async function send(email: string) {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const input = screen.getByLabelText("Email address");
  await user.clear(input);
  await user.type(input, email);
  await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
}

describe("forgot password page", () => {
  it("shows the email messages", async () => {
    render();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Email address is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email address"), "nope");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  });

  it("shows the success screen, and 'Try Different Email' resets the form", async () => {
    const fetchMock = mockFetch({
      "/api/auth/forgot-password": () => jsonResponse(200, { success: true, message: "Sent it." }),
    });
    render();
    await send("alice@example.com");
    // The heading takes the focus of the form it replaced.
    expect(await screen.findByRole("heading", { name: "Check your email" })).toHaveFocus();
    expect(screen.getByText("Sent it.")).toBeInTheDocument();
    expect(
      JSON.parse(String(callsTo(fetchMock, "/api/auth/forgot-password")[0]?.[1]?.body)),
    ).toEqual({
      email: "alice@example.com",
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Different Email" }));
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    await send("bob@example.com");
    await screen.findByRole("heading", { name: "Check your email" });
    await userEvent.setup().click(screen.getByRole("button", { name: "try again" }));
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
  });

  it("counts failed attempts and stops after 3", async () => {
    const fetchMock = mockFetch({
      "/api/auth/forgot-password": () => jsonResponse(500, { error: "boom" }),
    });
    render();
    await send("alice@example.com");
    expect(
      await screen.findByText("Failed to send reset email. Please try again later."),
    ).toBeInTheDocument();
    expect(screen.getByText("Attempt 1 of 3")).toBeInTheDocument();
    await send("alice@example.com");
    expect(await screen.findByText("Attempt 2 of 3")).toBeInTheDocument();
    await send("alice@example.com");
    expect(
      await screen.findByText("Too many attempts. Please wait before trying again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeDisabled();
    expect(screen.getByLabelText("Email address")).toBeDisabled();
    expect(callsTo(fetchMock, "/api/auth/forgot-password")).toHaveLength(3);
  });

  it("lifts the lock a minute after the third failure", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockFetch({ "/api/auth/forgot-password": () => jsonResponse(500, { error: "boom" }) });
      render();
      await send("alice@example.com");
      await screen.findByText("Attempt 1 of 3");
      await send("alice@example.com");
      await screen.findByText("Attempt 2 of 3");
      await send("alice@example.com");
      expect(
        await screen.findByText("Too many attempts. Please wait before trying again."),
      ).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(59_000));
      expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeDisabled();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
      expect(screen.queryByText(/Too many attempts/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Attempt \d of 3/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
