import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { USER_ID, buildAdminUser } from "@/test/admin-factories";
import { buildMessage } from "@/test/chat-factories";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { openMessageActions } from "@/test/message-actions";
import { renderPage } from "@/test/render";
import { MessageItem } from "./message-item";

function setup(canModerate: boolean) {
  storeSignedIn(buildUser({ adminLevel: "mod" }));
  const fetchMock = mockFetch({
    [`/api/admin/users/${USER_ID}/mute`]: () =>
      jsonResponse(200, {
        success: true,
        message: "User muted",
        user: buildAdminUser({ isMuted: true }),
      }),
    [`/api/admin/users/${USER_ID}`]: () =>
      jsonResponse(200, {
        user: buildAdminUser(),
        history: [
          {
            action: "mute",
            moderator: "mia",
            createdAt: "2026-11-20T10:00:00.000Z",
            reason: "spam",
          },
        ],
      }),
  });
  const onNotice = vi.fn();
  renderPage(
    <ul>
      <MessageItem
        message={buildMessage({ userId: USER_ID, username: "bob", text: "ref is blind" })}
        viewer={{ id: "viewer", adminLevel: canModerate ? "mod" : "user" }}
        onEdit={vi.fn(async () => true)}
        onDelete={vi.fn()}
        onReport={vi.fn()}
        onReply={vi.fn()}
        onNotice={onNotice}
      />
    </ul>,
  );
  return { fetchMock, onNotice, user: userEvent.setup() };
}

describe("Staff tools on a chat message", () => {
  it("are not offered to members", async () => {
    const { user } = setup(false);
    const menu = await openMessageActions(user, screen.getByRole("listitem"));
    expect(within(menu).queryByRole("menuitem", { name: /^Mute/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "History" })).not.toBeInTheDocument();
  });

  it("mute the author for 1 h, 24 h or permanently", async () => {
    const { fetchMock, onNotice, user } = setup(true);
    const menu = await openMessageActions(user, screen.getByRole("listitem"));
    expect(within(menu).getByRole("menuitem", { name: "Delete" })).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Mute 24 h: bob" })).toBeInTheDocument();
    expect(
      within(menu).getByRole("menuitem", { name: "Mute permanently: bob" }),
    ).toBeInTheDocument();
    await user.click(within(menu).getByRole("menuitem", { name: "Mute 1 h: bob" }));
    // Said in the chat's timed notice, not inside the message's row (browser QA).
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith("success", "bob muted for 1 h"));
    expect(within(screen.getByRole("listitem")).queryByText("bob muted for 1 h")).toBeNull();
    const [, init] = callsTo(fetchMock, `/api/admin/users/${USER_ID}/mute`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ hours: 1, reason: "" });
  });

  it("open the author's moderation history", async () => {
    const { user } = setup(true);
    await openMessageActions(user, screen.getByRole("listitem"));
    await user.click(screen.getByRole("menuitem", { name: "History" }));
    const dialog = await screen.findByRole("dialog", { name: "History of bob" });
    await waitFor(() => expect(within(dialog).getByText("mute")).toBeInTheDocument());
    expect(dialog).toHaveTextContent("by mia: spam");
    // Read-only: closed by its own button too, not by Escape alone (a phone has none).
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
