import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RoomLayout } from "./room-layout";

function renderLayout({ wide }: { wide: boolean }) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: wide,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  render(
    <RoomLayout
      top={(toggles) => (
        <header>
          <h1>Chiefs at Bills</h1>
          {toggles}
        </header>
      )}
      navigation={{ label: "Room navigation", content: <p>NFL rooms</p> }}
      scores={{ label: "Scores", content: <p>Today's games</p> }}
      chat={<textarea aria-label="Message" />}
    />,
  );
}

describe("RoomLayout", () => {
  it("on a phone keeps the chat alone and opens navigation and scores as drawers", async () => {
    renderLayout({ wide: false });
    expect(screen.getByRole("textbox", { name: "Message" })).toBeVisible();
    expect(screen.queryByText("NFL rooms")).not.toBeInTheDocument();

    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Room navigation" });
    expect(toggle).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(toggle);
    const drawer = screen.getByRole("dialog", { name: "Room navigation" });
    expect(within(drawer).getByText("NFL rooms")).toBeInTheDocument();

    await user.click(within(drawer).getByRole("button", { name: "Close Room navigation" }));
    expect(screen.queryByText("NFL rooms")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Scores" }));
    expect(
      within(screen.getByRole("dialog", { name: "Scores" })).getByText("Today's games"),
    ).toBeInTheDocument();
  });

  it("on a wide screen shows both panels beside the chat, each folding away", async () => {
    renderLayout({ wide: true });
    expect(screen.getByText("NFL rooms")).toBeVisible();
    expect(screen.getByText("Today's games")).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const toggle = screen.getByRole("button", { name: "Scores" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Today's games")).not.toBeInTheDocument();
    expect(screen.getByText("NFL rooms")).toBeVisible();
  });
});
