import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { draftKeyFor } from "../utils/composer-drafts";
import { Composer } from "./composer";

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn(async () => true);
  const onTypingStart = vi.fn();
  const onTypingStop = vi.fn();
  render(
    <Composer
      onSend={onSend}
      onTypingStart={onTypingStart}
      onTypingStop={onTypingStop}
      {...props}
    />,
  );
  const box = screen.getByRole("textbox", { name: "Message" });
  const send = screen.getByRole("button", { name: "Send" });
  return { onSend, onTypingStart, onTypingStop, box, send };
}

const counter = () => screen.getByText(/^\d+\/1000$/);

describe("Composer", () => {
  it("keeps the counter neutral at 800, yellow at 801 and red at 1000", () => {
    const { box, send } = setup();
    fireEvent.change(box, { target: { value: "a".repeat(800) } });
    expect(counter()).toHaveTextContent("800/1000");
    expect(counter()).toHaveAttribute("data-tone", "normal");
    fireEvent.change(box, { target: { value: "a".repeat(801) } });
    expect(counter()).toHaveAttribute("data-tone", "warning");
    expect(counter().className).toContain("text-yellow-600");
    expect(send).toBeEnabled();
    fireEvent.change(box, { target: { value: "a".repeat(1000) } });
    expect(counter()).toHaveAttribute("data-tone", "limit");
    expect(counter().className).toContain("text-red-600");
    expect(send).toBeDisabled();
  });

  it("disables Send for blank text", async () => {
    const { box, send, onSend } = setup();
    expect(send).toBeDisabled();
    await userEvent.setup().type(box, "   {Enter}");
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends the trimmed text on Enter and clears the box", async () => {
    const { box, onSend } = setup();
    await userEvent.setup().type(box, "  go chiefs  {Enter}");
    expect(onSend).toHaveBeenCalledWith("go chiefs", null, { announce: false });
    expect(box).toHaveValue("");
  });

  it("does not offer 'Send as announcement' to fans", async () => {
    setup();
    expect(screen.queryByRole("checkbox", { name: "Send as announcement" })).toBeNull();
  });

  it("sends an announcement when the box is ticked, then unticks it", async () => {
    const { box, onSend } = setup({ canAnnounce: true });
    const user = userEvent.setup();
    const toggle = screen.getByRole("checkbox", { name: "Send as announcement" });
    await user.click(toggle);
    await user.type(box, "Kickoff in 10{Enter}");
    expect(onSend).toHaveBeenCalledWith("Kickoff in 10", null, { announce: true });
    expect(toggle).not.toBeChecked();
  });

  it("inserts a newline on Shift+Enter without sending", async () => {
    const { box, onSend } = setup();
    await userEvent.setup().type(box, "line one{Shift>}{Enter}{/Shift}line two");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("line one\nline two");
  });

  it("keeps the text when the send fails", async () => {
    const onSend = vi.fn(async () => false);
    const { box } = setup({ onSend });
    await userEvent.setup().type(box, "blocked words{Enter}");
    expect(box).toHaveValue("blocked words");
  });

  it("keeps an unsent draft per room through a remount (a reload), and forgets it once sent", async () => {
    const general = draftKeyFor("fan-1", "general");
    const first = setup({ draftKey: general });
    await userEvent.setup().type(first.box, "half a thought");
    cleanup();

    const again = setup({ draftKey: general });
    expect(again.box).toHaveValue("half a thought");
    cleanup();
    expect(setup({ draftKey: draftKeyFor("fan-1", "nfl") }).box).toHaveValue("");
    cleanup();
    expect(setup({ draftKey: draftKeyFor("fan-2", "general") }).box).toHaveValue("");
    cleanup();

    const sending = setup({ draftKey: general });
    await userEvent.setup().type(sending.box, " done{Enter}");
    expect(sending.onSend).toHaveBeenCalledWith("half a thought done", null, { announce: false });
    cleanup();
    expect(setup({ draftKey: general }).box).toHaveValue("");
  });

  it("sends the reply target's id and lets the reply be cancelled", async () => {
    const onCancelReply = vi.fn();
    const { box, onSend } = setup({
      replyTo: { id: "m-1", username: "bob", text: "what a catch" },
      onCancelReply,
    });
    expect(screen.getByText(/Replying to/)).toHaveTextContent("Replying to bob: what a catch");
    const user = userEvent.setup();
    await user.type(box, "agreed{Enter}");
    expect(onSend).toHaveBeenCalledWith("agreed", "m-1", { announce: false });
    await user.click(screen.getByRole("button", { name: "Cancel reply" }));
    expect(onCancelReply).toHaveBeenCalled();
  });

  it("signals typing once, and stops after 3 s without input", () => {
    vi.useFakeTimers();
    const { box, onTypingStart, onTypingStop } = setup();
    fireEvent.change(box, { target: { value: "g" } });
    fireEvent.change(box, { target: { value: "go" } });
    expect(onTypingStart).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2_999));
    expect(onTypingStop).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: "go " } });
    act(() => vi.advanceTimersByTime(2_999));
    expect(onTypingStop).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTypingStop).toHaveBeenCalledTimes(1);
  });

  it("stops typing when the message is sent", async () => {
    const { box, onTypingStop } = setup();
    await userEvent.setup().type(box, "hi{Enter}");
    expect(onTypingStop).toHaveBeenCalledTimes(1);
  });

  it("is read-only with the reason when the user may not post", () => {
    const { box, send } = setup({ disabledReason: "You are muted and cannot post messages." });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute("placeholder", "You are muted and cannot post messages.");
    expect(send).toBeDisabled();
  });
});
