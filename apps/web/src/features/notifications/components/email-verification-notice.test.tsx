import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildPreferences } from "@/test/profile-factories";
import { renderPage } from "@/test/render";
import { NotificationsTab } from "./notifications-tab";

const SEND = "Send verification link";
const NOTICE_TITLE = "Verify your email address to get email notifications";

/** The tab for a user whose address is (or is not) verified; `resend` answers the button. */
function setup(emailVerified: boolean, resend: () => Response | Promise<Response>) {
  // The stored login user says verified: the tab must ask the server, not trust it.
  storeSignedIn(buildUser({ emailVerified: true }));
  const fetchMock = mockFetch({
    "/api/user/notification-preferences": () =>
      jsonResponse(200, { preferences: buildPreferences() }),
    "/api/user/notification-rules": () => jsonResponse(200, { rules: [], total: 0 }),
    "/api/notifications/device-tokens": () => jsonResponse(200, { deviceTokens: [] }),
    "/api/auth/me": () => jsonResponse(200, { user: buildUser({ emailVerified }) }),
    "/api/auth/resend-verification": resend,
  });
  renderPage(<NotificationsTab />);
  return fetchMock;
}

const sent = (message: string, alreadyVerified = false) =>
  jsonResponse(200, { success: true, alreadyVerified, message });

describe("email verification on the notifications tab", () => {
  it("tells an unverified user that email needs a verified address and annotates the switch", async () => {
    setup(false, () => sent(AUTH_MESSAGES.verificationSent));
    expect(await screen.findByText(NOTICE_TITLE)).toBeInTheDocument();
    expect(screen.getByText("Emails start once your email address is verified.")).toBeVisible();
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled();
  });

  it("shows nothing of the kind to a verified user", async () => {
    const fetchMock = setup(true, () => sent(AUTH_MESSAGES.verificationSent));
    await screen.findByRole("switch", { name: "Email notifications" });
    await waitFor(() => expect(callsTo(fetchMock, "/api/auth/me")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(NOTICE_TITLE)).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: SEND })).not.toBeInTheDocument();
  });

  it("sends the link from the keyboard, shows it sending, then the server's answer", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = setup(false, () => new Promise<Response>((r) => (answer = r)));
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: SEND });
    button.focus();
    await user.keyboard("{Enter}");

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute("aria-busy", "true");
    // The client paces its requests, so the POST may leave a moment after the button changes.
    await waitFor(() =>
      expect(callsTo(fetchMock, "/api/auth/resend-verification")).toHaveLength(1),
    );
    answer(sent(AUTH_MESSAGES.verificationSent));

    expect(await screen.findByText(AUTH_MESSAGES.verificationSent)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled();
    const posts = callsTo(fetchMock, "/api/auth/resend-verification");
    expect(posts.map(([, init]) => init?.method)).toEqual(["POST"]);
  });

  it("shows the error when the link could not be sent, and lets the user try again", async () => {
    setup(false, () => jsonResponse(500, { error: "Mail server unavailable" }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: SEND }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not send the verification link: Mail server unavailable",
    );
    expect(screen.getByRole("button", { name: SEND })).toBeEnabled();
  });

  it("drops the notice when the server says the address is already verified", async () => {
    setup(false, () => sent(AUTH_MESSAGES.alreadyVerified, true));
    await userEvent.setup().click(await screen.findByRole("button", { name: SEND }));
    await waitFor(() => expect(screen.queryByText(NOTICE_TITLE)).not.toBeInTheDocument());
    expect(screen.queryByText("Emails start once your email address is verified.")).toBeNull();
  });
});
