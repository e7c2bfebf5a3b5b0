import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

/** A button whose action stays running until the test says so. */
function Follow({ onStart }: { onStart: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      busy={busy}
      onClick={() => {
        setBusy(true);
        onStart();
      }}
    >
      Follow
    </Button>
  );
}

describe("Button", () => {
  it("keeps keyboard focus while busy and ignores presses until its action ends", async () => {
    const onStart = vi.fn();
    render(<Follow onStart={onStart} />);
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole("button", { name: "Follow" });
    expect(button).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(onStart).toHaveBeenCalledOnce();
  });
});
