import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { MentionNotification } from "@huddle/contracts/mentions";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { MentionBadge } from "./mention-badge";

const mention = (overrides: Partial<MentionNotification> = {}): MentionNotification => ({
  id: crypto.randomUUID(),
  messageId: crypto.randomUUID(),
  roomSlug: "general",
  roomName: "General Chat",
  roomUrl: "/room?type=general",
  author: "ben",
  text: "@ana what a game",
  createdAt: "2026-11-25T12:00:00.000Z",
  read: false,
  ...overrides,
});

function setup(unread: MentionNotification[]) {
  storeSignedIn();
  const socket = new FakeSocket();
  const client = socketClientOver(socket);
  const fetchMock = mockFetch({
    "/api/user/mentions/read": () => jsonResponse(200, { success: true }),
    "/api/user/mentions": () => jsonResponse(200, { unread: unread.length, mentions: unread }),
  });
  renderPage(
    <SocketContext.Provider value={client}>
      <MentionBadge />
    </SocketContext.Provider>,
  );
  return { socket, fetchMock };
}

describe("MentionBadge", () => {
  it("counts unread mentions, adds live ones, and marks them read when opened", async () => {
    const { socket, fetchMock } = setup([mention()]);
    expect(await screen.findByRole("button", { name: "Mentions, 1 unread" })).toBeInTheDocument();

    act(() => {
      socket.fire("mentioned", mention({ author: "cy", text: "@ana see that?" }));
      socket.fire("mentioned", { author: "malformed" });
    });
    const badge = await screen.findByRole("button", { name: "Mentions, 2 unread" });

    await userEvent.click(badge);
    const panel = screen.getByRole("region", { name: "Mentions" });
    expect(panel).toHaveTextContent("cy in General Chat@ana see that?");
    expect(panel).toHaveTextContent("ben in General Chat@ana what a game");
    await waitFor(() => expect(callsTo(fetchMock, "/api/user/mentions/read")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Mentions" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("drops a mention, text and count, once its message is deleted", async () => {
    const deleted = mention({ text: "@ana check the lineup card" });
    const { socket } = setup([deleted, mention({ text: "@ana what a game" })]);
    expect(await screen.findByRole("button", { name: "Mentions, 2 unread" })).toBeInTheDocument();

    act(() => socket.fire("mention-withdrawn", { messageId: deleted.messageId }));
    const badge = await screen.findByRole("button", { name: "Mentions, 1 unread" });

    await userEvent.click(badge);
    const panel = screen.getByRole("region", { name: "Mentions" });
    expect(panel).toHaveTextContent("@ana what a game");
    expect(panel).not.toHaveTextContent("lineup card");
  });

  it("closes with Escape on the @ button and with a press outside it", async () => {
    setup([mention()]);
    const user = userEvent.setup();
    const badge = await screen.findByRole("button", { name: "Mentions, 1 unread" });
    await user.click(badge);
    expect(screen.getByRole("region", { name: "Mentions" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Mentions" })).not.toBeInTheDocument();
    expect(badge).toHaveFocus();

    await user.click(badge);
    await user.click(screen.getByRole("region", { name: "Mentions" }));
    expect(screen.getByRole("region", { name: "Mentions" })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole("region", { name: "Mentions" })).not.toBeInTheDocument();
  });

  it("spans the screen below the header on a phone instead of running off its edge", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(max-width: 639px)" }));
    try {
      setup([]);
      await userEvent.click(await screen.findByRole("button", { name: "Mentions" }));
      expect(screen.getByRole("region", { name: "Mentions" })).toHaveClass("fixed", "inset-x-2");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("is not shown to a signed-out visitor", () => {
    mockFetch({});
    renderPage(<MentionBadge />);
    expect(screen.queryByRole("button", { name: /Mentions/ })).not.toBeInTheDocument();
  });
});
