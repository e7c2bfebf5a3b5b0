import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MessageEditForm } from "./message-edit-form";

function setup(initialText = "great game") {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(<MessageEditForm initialText={initialText} onSave={onSave} onCancel={onCancel} />);
  return { onSave, onCancel, box: screen.getByRole("textbox", { name: "Edit message" }) };
}

describe("MessageEditForm", () => {
  it("saves the trimmed text on Enter when it changed", async () => {
    const { box, onSave, onCancel } = setup();
    expect(box).toHaveFocus();
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, "  what a game  {Enter}");
    expect(onSave).toHaveBeenCalledWith("what a game");
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("leaves edit mode without saving when Enter finds the text unchanged", async () => {
    const { onSave, onCancel } = setup();
    await userEvent.setup().keyboard("{Enter}");
    expect(onSave).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("cancels on Escape", async () => {
    const { box, onSave, onCancel } = setup();
    const user = userEvent.setup();
    await user.type(box, " edited");
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses an empty edit", async () => {
    const { box, onSave } = setup();
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, "   {Enter}");
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("An edit must not be empty");
  });
});
