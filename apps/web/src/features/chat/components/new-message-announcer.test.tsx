import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@huddle/contracts/chat";
import { buildMessage } from "@/test/chat-factories";
import { NewMessageAnnouncer } from "./new-message-announcer";

const history = [buildMessage({ text: "pregame", username: "bob" })];
const region = () => screen.getByTestId("message-announcer");

function renderAnnouncer(messages: readonly ChatMessage[] | undefined) {
  const view = render(<NewMessageAnnouncer messages={messages} currentUserId="u-me" />);
  return (next: readonly ChatMessage[] | undefined) =>
    view.rerender(<NewMessageAnnouncer messages={next} currentUserId="u-me" />);
}

describe("NewMessageAnnouncer", () => {
  it("is one polite live region that stays silent for the history the room opens with", () => {
    const update = renderAnnouncer(undefined);
    update(history);
    expect(region()).toHaveAttribute("aria-live", "polite");
    expect(region()).toBeEmptyDOMElement();
  });

  it("reads a new message once as 'author: text', and nothing for an edit", () => {
    const update = renderAnnouncer(history);
    const fresh = buildMessage({ text: "what a catch", username: "cara" });
    update([...history, fresh]);
    expect(region()).toHaveTextContent("cara: what a catch");
    update([...history, { ...fresh, text: "what a grab", isEdited: true }]);
    expect(region()).toHaveTextContent("cara: what a catch");
  });

  it("reads the first message of an empty room", () => {
    const update = renderAnnouncer([]);
    update([buildMessage({ text: "first!", username: "dan" })]);
    expect(region()).toHaveTextContent("dan: first!");
  });

  it("reads a game event that lands behind a fan's message already read", () => {
    const play = buildMessage({ type: "system", userId: null, text: "TIED — HOU 16, SA 16" });
    const fresh = buildMessage({ text: "what a game", username: "cara" });
    const update = renderAnnouncer(history);
    update([...history, fresh]);
    expect(region()).toHaveTextContent("cara: what a game");
    update([...history, play, fresh]);
    expect(region()).toHaveTextContent("TIED — HOU 16, SA 16");
  });

  it("says nothing more when the newest message is deleted", () => {
    const fresh = buildMessage({ text: "what a catch", username: "cara" });
    const last = buildMessage({ text: "oops", username: "dan" });
    const update = renderAnnouncer(history);
    update([...history, fresh, last]);
    expect(region()).toHaveTextContent("cara: what a catch dan: oops");
    update([...history, fresh]);
    expect(region()).toHaveTextContent("cara: what a catch dan: oops");
  });
});
