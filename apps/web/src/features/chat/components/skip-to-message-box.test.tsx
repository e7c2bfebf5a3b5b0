import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MESSAGE_BOX_ID } from "../utils/message-focus";
import { hasMessageBox, SkipToMessageBox } from "./skip-to-message-box";

describe("Skip to message box", () => {
  it("moves focus straight to the composer", async () => {
    render(
      <>
        <SkipToMessageBox className="" />
        <button type="button">Lots of things in between</button>
        <textarea id={MESSAGE_BOX_ID} aria-label="Message" />
      </>,
    );
    await userEvent.setup().click(screen.getByRole("link", { name: "Skip to message box" }));
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveFocus();
  });

  it("is offered on the pages with a chat only", () => {
    expect(hasMessageBox("/")).toBe(true);
    expect(hasMessageBox("/room")).toBe(true);
    expect(hasMessageBox("/profile")).toBe(false);
  });
});
