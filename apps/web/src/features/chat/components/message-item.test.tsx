import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "@huddle/contracts/chat";
import { buildMessage } from "@/test/chat-factories";
import { MessageItem } from "./message-item";

function renderItem(message: ChatMessage) {
  render(
    <MemoryRouter>
      <ul>
        <MessageItem
          message={message}
          viewer={{ id: "viewer", adminLevel: "user" }}
          onEdit={vi.fn(async () => true)}
          onDelete={vi.fn()}
          onReport={vi.fn()}
          onReply={vi.fn()}
          onNotice={vi.fn()}
        />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole("listitem");
}

describe("MessageItem", () => {
  it("renders a system message centered and muted, without author or actions", () => {
    const item = renderItem(
      buildMessage({
        type: "system",
        userId: null,
        user: null,
        username: "Huddle",
        text: "TOUCHDOWN — KC 14, BUF 10 · Q2 3:12",
        roomSlug: "game-401772",
      }),
    );
    expect(item).toHaveAttribute("data-message-type", "system");
    expect(item).toHaveClass("text-center");
    expect(item).toHaveTextContent("TOUCHDOWN — KC 14, BUF 10 · Q2 3:12");
    expect(item).not.toHaveTextContent("Huddle");
    expect(within(item).queryAllByRole("button")).toHaveLength(0);
  });

  it("stamps a game-room message with its game moment", () => {
    const item = renderItem(
      buildMessage({
        text: "what a drive",
        roomSlug: "game-401772",
        gameMoment: {
          label: "Q2 3:12",
          period: 2,
          clock: "3:12",
          awayScore: 14,
          homeScore: 10,
          state: "in",
        },
      }),
    );
    expect(within(item).getByText("Q2 3:12 · 14–10")).toBeVisible();
    expect(within(item).getByRole("button", { name: /^Message actions: / })).toBeVisible();
  });

  it("shows no stamp outside game rooms", () => {
    const item = renderItem(buildMessage({ text: "hello" }));
    expect(item).not.toHaveTextContent("·");
  });
});
