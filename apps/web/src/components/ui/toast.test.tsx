import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toast, ToastRegion } from "./toast";

function Notices() {
  const [open, setOpen] = useState(["first", "second"]);
  return (
    <ToastRegion label="Team notifications">
      {open.map((id) => (
        <Toast
          key={id}
          title={`Notice ${id}`}
          onDismiss={() => setOpen((list) => list.filter((n) => n !== id))}
        >
          <p>Body of {id}</p>
        </Toast>
      ))}
    </ToastRegion>
  );
}

describe("Toast", () => {
  it("lists notices in a named region and keeps them until dismissed", async () => {
    render(<Notices />);
    const region = screen.getByRole("region", { name: "Team notifications" });
    expect(region).toHaveTextContent("Notice first");
    expect(region).toHaveTextContent("Body of second");
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss: Notice first" }));
    expect(screen.queryByText("Notice first")).not.toBeInTheDocument();
    expect(screen.getByText("Notice second")).toBeInTheDocument();
  });

  it("dismisses the focused notice with Escape", async () => {
    render(<Notices />);
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Dismiss: Notice second" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.queryByText("Notice second")).not.toBeInTheDocument();
    expect(screen.getByText("Notice first")).toBeInTheDocument();
  });
});
