import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "@huddle/contracts/chat";
import { buildMessage } from "@/test/chat-factories";
import { MessageList, VIRTUALIZE_ABOVE } from "./message-list";

const system = (text: string) =>
  buildMessage({ text, messageText: text, type: "system", userId: null, username: "" });

function renderList(messages: ChatMessage[]) {
  render(
    <MemoryRouter>
      <MessageList
        messages={messages}
        viewer={null}
        onEdit={vi.fn(async () => true)}
        onDelete={vi.fn()}
        onReport={vi.fn()}
        onReply={vi.fn()}
        onNotice={vi.fn()}
      />
    </MemoryRouter>,
  );
  return screen.getByRole("log", { name: "Messages" });
}

describe("moment markers: scoring plays as dividers (issue 15 §3)", () => {
  it("draws each scoring play as a labelled divider where it happened, and nothing else", () => {
    const log = renderList([
      system("KICKOFF — KC @ BUF"),
      buildMessage({ text: "Here we go" }),
      system("TOUCHDOWN — KC 7, BUF 0 · Q1 8:12"),
      buildMessage({ text: "What a throw" }),
      system("End of 1st Quarter — KC 7, BUF 0"),
      system("FIELD GOAL — BUF 3, KC 7 · Q2 0:03"),
      system("FINAL — KC 24, BUF 21"),
    ]);
    const dividers = within(log).getAllByRole("separator");
    expect(dividers.map((d) => d.getAttribute("aria-label"))).toEqual([
      "Scoring play: TOUCHDOWN — KC 7, BUF 0 · Q1 8:12",
      "Scoring play: FIELD GOAL — BUF 3, KC 7 · Q2 0:03",
    ]);
    // In the list's order: the touchdown divider sits between the fans' two messages.
    const rows = within(log).getAllByRole("listitem");
    expect(rows.map((row) => row.hasAttribute("data-moment"))).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(rows[2]).toContainElement(dividers[0]!);
  });

  it("keeps list semantics: every child of the list is a list item, and no row is a live region", () => {
    const log = renderList([buildMessage(), system("GOAL — NYR 1, BOS 0 · P1 4:02")]);
    const list = within(log).getByRole("list");
    for (const child of Array.from(list.children)) {
      expect(child.tagName).toBe("LI");
      expect(child).not.toHaveAttribute("role");
    }
    expect(log).toHaveAttribute("aria-live", "off");
    expect(log.querySelector("[aria-live]:not([aria-live='off'])")).toBeNull();
  });

  it("marks scoring plays in a long, virtualized list too", () => {
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(500);
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(40);
    const messages = Array.from({ length: VIRTUALIZE_ABOVE + 20 }, (_, n) =>
      n === VIRTUALIZE_ABOVE + 18 ? system("RUN SCORES — NYY 3, BOS 2 · Bot 9th") : buildMessage(),
    );
    const log = renderList(messages);
    expect(within(log).getByRole("separator")).toHaveAccessibleName(
      "Scoring play: RUN SCORES — NYY 3, BOS 2 · Bot 9th",
    );
  });
});
