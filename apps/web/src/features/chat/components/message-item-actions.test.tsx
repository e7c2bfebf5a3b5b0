import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "@huddle/contracts/chat";
import { buildMessage } from "@/test/chat-factories";
import { openMessageActions } from "@/test/message-actions";
import { LONG_PRESS_MS } from "../hooks/use-long-press";
import { MESSAGE_BOX_ID } from "../utils/message-focus";
import { MessageItem, type MessageActions } from "./message-item";

const ME = "u-me";

function renderMessages(messages: ChatMessage[], overrides: Partial<MessageActions> = {}) {
  const actions: MessageActions = {
    onEdit: vi.fn(async () => true),
    onDelete: vi.fn(async () => true),
    onReport: vi.fn(),
    onReply: vi.fn(),
    onNotice: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <ul>
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            viewer={{ id: ME, adminLevel: null }}
            {...actions}
          />
        ))}
      </ul>
      <textarea id={MESSAGE_BOX_ID} aria-label="Message" />
    </MemoryRouter>,
  );
  return { actions, items: () => screen.getAllByRole("listitem") };
}

const trigger = (item: HTMLElement) =>
  within(item).getByRole("button", { name: /^Message actions/ });

describe("A message's actions", () => {
  it("sit behind one 44 px button: Tab stops once per message", async () => {
    const { items } = renderMessages([
      buildMessage({ text: "one", username: "bob" }),
      buildMessage({ text: "two", username: "cara" }),
    ]);
    const [first, second] = items();
    expect(within(first!).getAllByRole("button")).toHaveLength(1);
    expect(trigger(first!)).toHaveClass("h-11", "w-11");
    expect(trigger(first!)).toHaveAccessibleName("Message actions: bob");
    const user = userEvent.setup();
    await user.tab();
    expect(trigger(first!)).toHaveFocus();
    await user.tab();
    expect(trigger(second!)).toHaveFocus();
  });

  it("open with a long press on a touch screen, not with a short tap", async () => {
    const { items } = renderMessages([buildMessage({ text: "hold me" })]);
    const item = items()[0]!;
    fireEvent.pointerDown(item, { pointerType: "touch", clientX: 10, clientY: 10 });
    fireEvent.pointerUp(item, { pointerType: "touch" });
    await new Promise((resolve) => setTimeout(resolve, LONG_PRESS_MS + 50));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    fireEvent.pointerDown(item, { pointerType: "touch", clientX: 10, clientY: 10 });
    await act(() => new Promise((resolve) => setTimeout(resolve, LONG_PRESS_MS + 50)));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Reply" })).toBeInTheDocument();
  });

  it("give focus back to the message after an edit is cancelled or saved", async () => {
    const own = buildMessage({ text: "my take", userId: ME, username: "me" });
    const { actions, items } = renderMessages([own]);
    const item = items()[0]!;
    const user = userEvent.setup();

    await openMessageActions(user, item);
    await user.click(screen.getByRole("menuitem", { name: "Edit" }));
    const editor = await screen.findByRole("textbox", { name: "Edit message" });
    await waitFor(() => expect(editor).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(trigger(item)).toHaveFocus());

    await openMessageActions(user, item);
    await user.click(screen.getByRole("menuitem", { name: "Edit" }));
    const again = await screen.findByRole("textbox", { name: "Edit message" });
    await user.clear(again);
    await user.type(again, "my better take{Enter}");
    expect(actions.onEdit).toHaveBeenCalledWith(own, "my better take");
    await waitFor(() => expect(trigger(item)).toHaveFocus());
  });

  it("move focus to the next message after a delete, else to the previous one", async () => {
    const first = buildMessage({ text: "first", userId: ME, username: "me" });
    const second = buildMessage({ text: "second", userId: ME, username: "me" });
    const { items } = renderMessages([first, second]);
    const [firstItem, secondItem] = items();
    const user = userEvent.setup();

    await openMessageActions(user, firstItem!);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await waitFor(() => expect(trigger(secondItem!)).toHaveFocus());

    await openMessageActions(user, secondItem!);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    // The first is still listed here (nothing removed it), so focus goes back to it.
    await waitFor(() => expect(trigger(firstItem!)).toHaveFocus());
  });

  it("move focus to the message box when the deleted message was the only one", async () => {
    const { items } = renderMessages([buildMessage({ text: "alone", userId: ME })]);
    const user = userEvent.setup();
    await openMessageActions(user, items()[0]!);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus());
  });

  it("keep focus on the message when the delete is called off", async () => {
    const { items } = renderMessages([buildMessage({ text: "keep", userId: ME })], {
      onDelete: vi.fn(async () => false),
    });
    const user = userEvent.setup();
    await openMessageActions(user, items()[0]!);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await waitFor(() => expect(trigger(items()[0]!)).toHaveFocus());
  });
});
