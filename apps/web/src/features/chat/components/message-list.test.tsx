import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { buildMessage } from "@/test/chat-factories";
import { MessageList, VIRTUALIZE_ABOVE } from "./message-list";

function renderList(count: number) {
  const messages = Array.from({ length: count }, (_, n) => buildMessage({ text: `msg ${n + 1}` }));
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
  const log = screen.getByRole("log", { name: "Messages" });
  return { log, rows: () => within(log).getAllByRole("listitem") };
}

/** Gives the scroll box a size and a position (happy-dom has no layout) and scrolls it. */
function scrollTo(box: HTMLElement, scrollTop: number, scrollHeight = 4_000, clientHeight = 500) {
  Object.defineProperty(box, "scrollHeight", { configurable: true, value: scrollHeight });
  Object.defineProperty(box, "clientHeight", { configurable: true, value: clientHeight });
  box.scrollTop = scrollTop;
  fireEvent.scroll(box);
}

/** happy-dom lays nothing out: a 500 px tall view and 40 px rows let the list be windowed. */
function withLayout() {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(500);
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(40);
}

/** A ResizeObserver that reports a resize when told to (happy-dom never lays anything out). */
function observeResizes() {
  const observed: Element[] = [];
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  return { observed, resize: () => callbacks.forEach((callback) => callback()) };
}

describe("MessageList", () => {
  it("keeps the newest message in view when its own box shrinks (a notice or composer below)", () => {
    const resizes = observeResizes();
    const { log } = renderList(20);
    expect(resizes.observed).toContain(log);
    // The box got shorter by 120 px: the same scrollTop now stops short of the end.
    Object.defineProperty(log, "scrollHeight", { configurable: true, value: 900 });
    log.scrollTop = 280;
    act(() => resizes.resize());
    expect(log.scrollTop).toBe(900);
  });

  it("renders every row of a list up to the virtualization threshold", () => {
    const { rows } = renderList(VIRTUALIZE_ABOVE);
    expect(rows()).toHaveLength(VIRTUALIZE_ABOVE);
  });

  it("renders only a window of a long list, starting at the newest message", () => {
    withLayout();
    const { rows } = renderList(180);
    expect(rows().length).toBeLessThan(60);
    expect(rows().at(-1)).toHaveTextContent("msg 180");
  });

  it("offers Scroll to bottom once the reader scrolls up in a long list", async () => {
    const { log } = renderList(180);
    const box = log.closest<HTMLElement>(".overflow-y-auto")!;
    expect(box).toHaveAttribute("tabindex", "0");
    act(() => scrollTo(box, 0));
    const button = await screen.findByRole("button", { name: "Scroll to bottom" });
    await userEvent.setup().click(button);
    expect(screen.queryByRole("button", { name: "Scroll to bottom" })).not.toBeInTheDocument();
  });

  it.each([
    ["a short list", 5],
    ["a long list", VIRTUALIZE_ABOVE + 20],
  ])("keeps list semantics in %s: the silent log wraps a real list", (_name, count) => {
    if (count > VIRTUALIZE_ABOVE) withLayout();
    const { log } = renderList(count);
    expect(log).toHaveAttribute("aria-live", "off");
    const list = within(log).getByRole("list");
    expect(list).not.toHaveAttribute("role");
    expect(within(list).getAllByRole("listitem").length).toBeGreaterThan(0);
    // No live region inside the list: rows that render while scrolling are not news.
    expect(log.querySelector("[aria-live]:not([aria-live='off'])")).toBeNull();
  });

  it("offers Scroll to bottom in a short list with more than 10 messages", async () => {
    const { log } = renderList(11);
    act(() => scrollTo(log, 0));
    expect(await screen.findByRole("button", { name: "Scroll to bottom" })).toBeVisible();
  });

  it("never offers it with 10 messages or fewer", () => {
    const { log } = renderList(10);
    act(() => scrollTo(log, 0));
    expect(screen.queryByRole("button", { name: "Scroll to bottom" })).not.toBeInTheDocument();
  });
});
