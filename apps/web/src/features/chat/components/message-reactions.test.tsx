import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "@huddle/contracts/chat";
import { createQueryClient } from "@/app/query-client";
import { buildMessage } from "@/test/chat-factories";
import { buildUser, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { messageActionLabels } from "@/test/message-actions";
import { renderPage } from "@/test/render";
import { chatKeys } from "../api/chat-keys";
import type { RoomMessages } from "../utils/message-cache";
import { MessageItem } from "./message-item";

const reacted = buildMessage({
  roomSlug: "general",
  text: "what a catch",
  reactions: [
    { emoji: "👍", count: 5, reacted: true, reactors: ["ana", "ben", "cy"] },
    { emoji: "🔥", count: 1, reacted: false, reactors: ["dee"] },
  ],
});

function renderMessages(messages: ChatMessage[], user = buildUser({ username: "ana" })) {
  storeSignedIn(user);
  const queryClient = createQueryClient();
  queryClient.setQueryData<RoomMessages>(chatKeys.messages("general"), {
    messages,
    total: messages.length,
  });
  const fetchMock = mockFetch({
    "/api/chat/messages/": async (url, init) => {
      const { emoji } = JSON.parse(String(init?.body)) as { emoji: string };
      return jsonResponse(200, {
        messageId: decodeURIComponent(url.pathname.split("/")[4]!),
        roomSlug: "general",
        reactions: [{ emoji, count: 1, reacted: true, reactors: ["ana"] }],
      });
    },
  });
  renderPage(
    <ul>
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          viewer={{ id: user.id, adminLevel: null }}
          onEdit={vi.fn(async () => true)}
          onDelete={vi.fn(async () => true)}
          onReport={vi.fn()}
          onReply={vi.fn()}
          onNotice={vi.fn()}
        />
      ))}
    </ul>,
    "/",
    "/",
    { queryClient },
  );
  return { fetchMock, queryClient };
}

const reactionsOf = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient.getQueryData<RoomMessages>(chatKeys.messages("general"))?.messages[0]?.reactions;

describe("A message's reactions", () => {
  it("show as chips with counts, the viewer's own pressed, and who reacted on hover", async () => {
    renderMessages([reacted]);
    const thumbs = await screen.findByRole("button", {
      name: /thumbs up: 5 reactions, including yours/,
    });
    expect(thumbs).toHaveAttribute("aria-pressed", "true");
    expect(thumbs).toHaveTextContent("👍5");
    expect(
      screen.getByRole("button", { name: /fire: 1 reaction\. React with fire/ }),
    ).toHaveAttribute("aria-pressed", "false");
    await userEvent.hover(thumbs);
    expect(screen.getByRole("tooltip")).toHaveTextContent("ana, ben, cy and 2 others");
    expect(thumbs).toHaveAccessibleDescription("ana, ben, cy and 2 others");
  });

  it("keep one Tab stop per message: the chips are skipped, the ⋯ button is the stop", async () => {
    const plain = buildMessage({ roomSlug: "general", text: "no reactions" });
    renderMessages([reacted, plain]);
    const [first, second] = await screen.findAllByRole("button", { name: /^Message actions/ });
    const user = userEvent.setup();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab();
    expect(second).toHaveFocus();
  });

  it("leave a message without reactions with no reaction row and only its ⋯ button", async () => {
    renderMessages([buildMessage({ roomSlug: "general", text: "quiet" })]);
    const item = await screen.findByRole("listitem");
    expect(within(item).queryByRole("list", { name: "Reactions" })).not.toBeInTheDocument();
    expect(within(item).queryByTestId("reaction-bar")).not.toBeInTheDocument();
    expect(within(item).getAllByRole("button")).toHaveLength(1);
  });

  it("toggle from a chip and put the answer in the room's list", async () => {
    const { fetchMock, queryClient } = renderMessages([reacted]);
    await userEvent.click(await screen.findByRole("button", { name: /fire/ }));
    await waitFor(() =>
      expect(reactionsOf(queryClient)).toEqual([
        { emoji: "🔥", count: 1, reacted: true, reactors: ["ana"] },
      ]),
    );
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toContain(`/api/chat/messages/${reacted.id}/reactions`);
    expect(JSON.parse(String(init?.body))).toEqual({ emoji: "🔥" });
  });

  it("are picked from 'Add reaction' in the ⋯ menu by keyboard, focus back on ⋯", async () => {
    const { fetchMock } = renderMessages([reacted]);
    const trigger = await screen.findByRole("button", { name: /^Message actions/ });
    const user = userEvent.setup();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Add reaction" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    const thumbs = await screen.findByRole("menuitemcheckbox", { name: "thumbs up" });
    await waitFor(() => expect(thumbs).toHaveFocus());
    // The menu states the viewer's own reaction and who reacted, as the chips do.
    expect(thumbs).toHaveAttribute("aria-checked", "true");
    expect(thumbs).toHaveAccessibleDescription("5 · ana, ben, cy and 2 others");
    const party = screen.getByRole("menuitemcheckbox", { name: "party" });
    expect(party).toHaveAttribute("aria-checked", "false");
    expect(screen.getAllByRole("menuitemcheckbox")).toHaveLength(9);

    await user.keyboard("{End}{Enter}");
    await waitFor(() =>
      expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({ emoji: "💯" }),
    );
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("react to a scoring play from its own ⋯ menu", async () => {
    const play = buildMessage({
      roomSlug: "general",
      type: "system",
      userId: null,
      user: null,
      username: "Huddle",
      text: "TOUCHDOWN — KC 14, BUF 10",
    });
    const { fetchMock } = renderMessages([play]);
    const item = await screen.findByRole("listitem");
    expect(within(item).getAllByRole("button")).toHaveLength(1);
    const user = userEvent.setup();
    expect(await messageActionLabels(user, item)).toEqual(["Add reaction"]);
    // Escape gave focus back to the ⋯ button.
    expect(within(item).getByRole("button")).toHaveFocus();
    await user.keyboard("{Enter}{ArrowRight}");
    await waitFor(() =>
      expect(screen.getByRole("menuitemcheckbox", { name: "thumbs up" })).toHaveFocus(),
    );
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() =>
      expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({ emoji: "🔥" }),
    );
  });

  it("show a muted fan the counts without controls", async () => {
    renderMessages([reacted], buildUser({ muted: true }));
    expect(await screen.findByRole("button", { name: /thumbs up/ })).toBeDisabled();
    const user = userEvent.setup();
    const item = screen.getByRole("button", { name: /^Message actions/ }).closest("li")!;
    expect(await messageActionLabels(user, item)).not.toContain("Add reaction");
  });

  it("show a signed-out reader the counts without controls", async () => {
    mockFetch({});
    renderPage(
      <ul>
        <MessageItem
          message={reacted}
          viewer={null}
          onEdit={vi.fn(async () => true)}
          onDelete={vi.fn(async () => true)}
          onReport={vi.fn()}
          onReply={vi.fn()}
          onNotice={vi.fn()}
        />
      </ul>,
    );
    expect(await screen.findByRole("button", { name: /thumbs up/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /^Message actions/ })).not.toBeInTheDocument();
  });
});
