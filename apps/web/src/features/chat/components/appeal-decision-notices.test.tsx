import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { UserAppeal } from "@huddle/contracts/admin-moderation";
import { SocketContext } from "@/lib/socket/socket-context";
import { APPEAL_ID } from "@/test/admin-factories";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { AppealDecisionNotices } from "./appeal-decision-notices";

const decided = (overrides: Partial<UserAppeal>): UserAppeal => ({
  id: APPEAL_ID,
  status: "approved",
  messageText: "that ref is blind",
  appealReason: "figure of speech",
  response: "Fair enough, restored.",
  roomSlug: "nba-lakers",
  createdAt: "2026-11-25T11:00:00.000Z",
  decidedAt: "2026-11-25T11:05:00.000Z",
  messagePosted: true,
  ...overrides,
});

function setup() {
  storeSignedIn();
  const socket = new FakeSocket();
  const client = socketClientOver(socket);
  renderPage(
    <SocketContext.Provider value={client}>
      <AppealDecisionNotices />
    </SocketContext.Provider>,
  );
  return socket;
}

describe("AppealDecisionNotices", () => {
  it("shows an approved appeal with the moderator's response until dismissed", async () => {
    const socket = setup();
    act(() => socket.fire("appeal-decided", decided({})));
    expect(await screen.findByText("Your appeal was approved")).toBeInTheDocument();
    expect(screen.getByText("Moderator: Fair enough, restored.")).toBeInTheDocument();
    expect(screen.getByText("Your message is now in the room.")).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Dismiss: Your appeal was approved" }));
    expect(screen.queryByText("Your appeal was approved")).not.toBeInTheDocument();
  });

  it("says an approved message was not posted while the account cannot post", async () => {
    const socket = setup();
    act(() => socket.fire("appeal-decided", decided({ messagePosted: false })));
    expect(await screen.findByText("Your appeal was approved")).toBeInTheDocument();
    expect(
      screen.getByText("Your message was not posted because your account cannot post right now."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Your message is now in the room.")).not.toBeInTheDocument();
  });

  it("shows a rejection and ignores malformed events", async () => {
    const socket = setup();
    act(() => {
      socket.fire("appeal-decided", { status: "approved" });
      socket.fire("appeal-decided", decided({ status: "rejected", response: "Still abusive." }));
    });
    expect(await screen.findByText("Your appeal was not approved")).toBeInTheDocument();
    expect(screen.getByText("Moderator: Still abusive.")).toBeInTheDocument();
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });
});
