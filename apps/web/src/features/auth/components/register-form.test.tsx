import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, mockFetch } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { AuthPage } from "./auth-page";

const available = () => jsonResponse(200, { available: true, isAvailable: true });
const taken = () => jsonResponse(200, { available: false, isAvailable: false });

function setup(handlers: Parameters<typeof mockFetch>[0] = {}, fake = false) {
  const fetchMock = mockFetch({
    "/api/auth/check/username": available,
    "/api/auth/check/email": available,
    "/api/auth/register": () => jsonResponse(201, { success: true, message: "Welcome aboard." }),
    ...handlers,
  });
  const user = userEvent.setup(fake ? { advanceTimers: vi.advanceTimersByTime } : {});
  renderRoutes([{ path: "/login", element: <AuthPage /> }], "/login");
  return { fetchMock, user };
}

const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole("button", { name: "Create Account" });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openRegister(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Register" }));
}

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "I Accept These Terms" }));
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Username"), "alice_1");
  await user.type(field("Email"), "alice@example.com");
  await user.type(field("Password"), "password1");
  await user.type(field("Confirm password"), "password1");
}

describe("registration form", () => {
  it("keeps submit disabled until the terms are accepted through the modal", async () => {
    const { user } = setup();
    await openRegister(user);
    expect(submitButton()).toBeDisabled();

    await user.click(screen.getByRole("checkbox"));
    const dialog = screen.getByRole("dialog", { name: /Terms & Community Guidelines/ });
    expect(within(dialog).getByText("Last updated October 17, 2025")).toBeInTheDocument();
    // The full legal pages are one click away, in a new tab so the form keeps its fields.
    for (const [name, href] of [
      ["Terms of Service", "/terms"],
      ["Privacy Policy", "/privacy"],
    ]) {
      const link = within(dialog).getByRole("link", { name });
      expect([link.getAttribute("href"), link.getAttribute("target")]).toEqual([href, "_blank"]);
    }
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(screen.getByText("You must accept the terms and conditions")).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(screen.getByRole("checkbox"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await acceptTerms(user);
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(submitButton()).toBeEnabled();
  });

  it("shows every required-field message and the fix-errors notice on submit", async () => {
    const { user, fetchMock } = setup();
    await openRegister(user);
    await acceptTerms(user);
    await user.click(submitButton());
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your password")).toBeInTheDocument();
    expect(
      screen.getByText("Please fix the validation errors before submitting."),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/auth/register")).toHaveLength(0);
  });

  it.each([
    [
      "Username",
      "ab",
      "Username must be 3-20 characters, letters, numbers, underscore, or dash only",
    ],
    ["Email", "not-an-email", "Please enter a valid email address"],
    ["Password", "abc1", "Password must be at least 8 characters long"],
    ["Password", "12345678", "Password must contain at least one letter"],
    ["Password", "abcdefgh", "Password must contain at least one number"],
  ])("shows the %s message for %j", async (label, value, message) => {
    const { user } = setup();
    await openRegister(user);
    await user.type(field(label), value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("says when the passwords do not match", async () => {
    const { user } = setup();
    await openRegister(user);
    await user.type(field("Password"), "password1");
    await user.type(field("Confirm password"), "password2");
    await user.tab();
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
  });

  it("checks username availability once, 500 ms after typing stops", async () => {
    vi.useFakeTimers();
    const { user, fetchMock } = setup({}, true);
    await openRegister(user);
    await user.type(field("Username"), "alice");
    await advance(499);
    expect(callsTo(fetchMock, "/api/auth/check/username")).toHaveLength(0);
    await advance(1);
    const calls = callsTo(fetchMock, "/api/auth/check/username");
    expect(calls).toHaveLength(1);
    expect(String(calls[0]?.[0])).toContain("username=alice");
  });

  it("does not check a username shorter than 3 characters or an email without @", async () => {
    vi.useFakeTimers();
    const { user, fetchMock } = setup({}, true);
    await openRegister(user);
    await user.type(field("Username"), "al");
    await user.type(field("Email"), "alice");
    await advance(1000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the taken messages, and treats a failed check as taken", async () => {
    const { user } = setup({
      "/api/auth/check/username": taken,
      "/api/auth/check/email": () => jsonResponse(500, { error: "boom" }),
    });
    await openRegister(user);
    await user.type(field("Username"), "alice");
    await user.type(field("Email"), "alice@example.com");
    expect(await screen.findByText("This username is already taken")).toBeInTheDocument();
    expect(
      await screen.findByText("An account with this email already exists"),
    ).toBeInTheDocument();
    expect(field("Username")).toHaveAttribute("aria-invalid", "true");
    expect(field("Username")).toHaveAccessibleDescription("This username is already taken");
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveAccessibleDescription("An account with this email already exists");
  });

  it("asks to wait while an availability check is running", async () => {
    vi.useFakeTimers();
    const { user, fetchMock } = setup({}, true);
    await openRegister(user);
    await acceptTerms(user);
    await fillValid(user);
    await user.click(submitButton());
    expect(screen.getByText("Please wait for validation to complete.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/auth/register")).toHaveLength(0);
  });

  it("creates the account, shows 'Account Created!' and switches to sign-in after 2 s", async () => {
    const { user, fetchMock } = setup();
    await openRegister(user);
    await fillValid(user);
    await acceptTerms(user);
    await screen.findByText("Username is available");
    await screen.findByText("Email is available");
    // Live regions that exist before the success, so a screen reader announces what fills them.
    const liveRegions = screen.getAllByRole("status");
    vi.useFakeTimers();
    await act(async () => {
      submitButton().click();
      await vi.advanceTimersByTimeAsync(0);
    });
    await advance(100);
    expect(screen.getByRole("heading", { name: "Account Created!" })).toBeInTheDocument();
    expect(liveRegions.map((region) => region.textContent).join(" ")).toContain("Account Created!");
    expect(screen.getByRole("button", { name: "Sign In Now" })).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, "/api/auth/register")[0]?.[1]?.body));
    expect(body).toMatchObject({
      username: "alice_1",
      email: "alice@example.com",
      password: "password1",
      acceptedTerms: true,
    });
    expect(new Date(body.acceptedTermsAt).toISOString()).toBe(body.acceptedTermsAt);

    // The success appeared somewhere in the first 100 ms (at 0 when the answer needs only
    // microtasks), so its 2 s run out between 2,000 and 2,100 ms: still there at 1,900, gone at 2,200.
    await advance(1_800);
    expect(screen.getByRole("heading", { name: "Account Created!" })).toBeInTheDocument();
    await advance(300);
    expect(screen.queryByRole("heading", { name: "Account Created!" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Username or email")).toHaveValue("alice_1");
  });

  /** A valid form, both live checks passed, submitted: what the server answers is the test. */
  async function submitValidForm(user: ReturnType<typeof setup>["user"]) {
    await openRegister(user);
    await fillValid(user);
    await acceptTerms(user);
    await screen.findByText("Email is available");
    await screen.findByText("Username is available");
    await user.click(submitButton());
  }

  it("shows 'Registration failed' with the server's conflict text", async () => {
    const { user } = setup({
      "/api/auth/register": () => jsonResponse(409, { error: "This username is already taken" }),
    });
    await submitValidForm(user);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Registration failed")).toBeInTheDocument();
    expect(within(alert).getByText("This username is already taken")).toBeInTheDocument();
  });

  it.each([
    ["Username", "This username is already taken"],
    ["Email", "An account with this email already exists"],
  ])("marks %s invalid when the server answers 409 %j", async (label, message) => {
    const { user } = setup({ "/api/auth/register": () => jsonResponse(409, { error: message }) });
    await submitValidForm(user);
    await screen.findByRole("alert");
    expect(field(label)).toHaveAttribute("aria-invalid", "true");
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(field(label)).toHaveFocus();
    const other = label === "Username" ? "Email" : "Username";
    expect(field(other)).not.toHaveAttribute("aria-invalid");

    await user.type(field(label), "x");
    expect(field(label)).not.toHaveAttribute("aria-invalid");
  });
});
