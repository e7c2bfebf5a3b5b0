import { useState } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

/** A page with an opener and a dialog that has a field (or not) in it. */
function Page({
  withField = true,
  closeOnBackdropClick = false,
}: {
  withField?: boolean;
  closeOnBackdropClick?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <a href="#elsewhere">Elsewhere</a>
      </main>
      {open ? (
        <Dialog
          title="Mute fan"
          onClose={() => setOpen(false)}
          closeOnBackdropClick={closeOnBackdropClick}
          footer={<button type="button">Save</button>}
        >
          <button type="button">Help</button>
          {withField ? <input aria-label="Reason" /> : null}
        </Dialog>
      ) : null}
    </>
  );
}

async function openDialog(withField = true, closeOnBackdropClick = false) {
  const user = userEvent.setup();
  const view = render(<Page withField={withField} closeOnBackdropClick={closeOnBackdropClick} />);
  const opener = screen.getByRole("button", { name: "Open" });
  await user.click(opener);
  return { user, opener, view };
}

describe("Dialog", () => {
  it("is a modal dialog named by its title that starts on its first field, past a button", async () => {
    await openDialog();
    const dialog = screen.getByRole("dialog", { name: "Mute fan" });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Reason" })).toHaveFocus());
  });

  it("starts on its first button when it has no field", async () => {
    await openDialog(false);
    await waitFor(() => expect(screen.getByRole("button", { name: "Help" })).toHaveFocus());
  });

  it("makes the page behind inert while open, and live again after", async () => {
    const { user, view } = await openDialog();
    expect(view.container).toHaveAttribute("inert");
    await user.keyboard("{Escape}");
    expect(view.container).not.toHaveAttribute("inert");
  });

  it("keeps Tab inside and closes on Escape, giving focus back to the opener", async () => {
    const { user, opener } = await openDialog();
    const reason = screen.getByRole("textbox", { name: "Reason" });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.tab();
    expect(screen.getByRole("button", { name: "Save" })).toHaveFocus();
    // From the last control Tab wraps to the first, never to the page behind.
    await user.tab();
    expect(screen.getByRole("button", { name: "Help" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Save" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("stays open on a click on its backdrop, so a form's input is kept", async () => {
    const { user } = await openDialog();
    await user.type(screen.getByRole("textbox", { name: "Reason" }), "spam");
    await user.click(screen.getByTestId("dialog-backdrop"));
    expect(screen.getByRole("textbox", { name: "Reason" })).toHaveValue("spam");
  });

  it("closes on a click on its backdrop when asked to, giving focus back to the opener", async () => {
    const { user, opener } = await openDialog(false, true);
    await user.click(screen.getByTestId("dialog-backdrop"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("gives focus back to the menu button when a menu item opened it", async () => {
    function MenuPage() {
      const [reporting, setReporting] = useState(false);
      return (
        <>
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger>Message actions</DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content>
                <DropdownMenu.Item onSelect={() => setReporting(true)}>Report</DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          {reporting ? (
            <Dialog title="Report message" onClose={() => setReporting(false)}>
              <button type="button">Cancel</button>
            </Dialog>
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<MenuPage />);
    const trigger = screen.getByRole("button", { name: "Message actions" });
    trigger.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Report" })).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Report message" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("gives focus to the selected tab, not to an unselected tab that opened it", async () => {
    function TabsPage() {
      const [asking, setAsking] = useState(false);
      return (
        <>
          <div role="tablist" aria-label="Sections">
            <button type="button" role="tab" aria-selected="true">
              Settings
            </button>
            {/* A tab that asks before it is selected, as a form with unsaved changes does. */}
            <button type="button" role="tab" aria-selected="false" onClick={() => setAsking(true)}>
              Members
            </button>
          </div>
          {asking ? (
            <Dialog title="Discard unsaved changes?" onClose={() => setAsking(false)}>
              <p>Not saved.</p>
            </Dialog>
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<TabsPage />);
    await user.click(screen.getByRole("tab", { name: "Members" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("tab", { name: "Settings" })).toHaveFocus());
  });
});
