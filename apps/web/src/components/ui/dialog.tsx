import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef, useState, type ReactNode } from "react";
import { useInertOutside } from "@/lib/use-inert-outside";

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * A click on the backdrop closes it, as Escape does. Off unless asked for: a click beside a
   * form must not throw its input away; a dialog that only shows something turns it on.
   */
  closeOnBackdropClick?: boolean;
}

const FIELD =
  "input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled])";

/**
 * Gives focus back to the control that opened a dialog. A tab that was clicked but not selected
 * (the dialog asked first, e.g. "Discard unsaved changes?") would select itself on focus and
 * open the dialog again, so focus goes to its list's selected tab instead.
 */
function focusBack(opener: HTMLElement): void {
  const unselectedTab =
    opener.getAttribute("role") === "tab" && opener.getAttribute("aria-selected") !== "true";
  const selected = unselectedTab
    ? opener
        .closest('[role="tablist"]')
        ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    : null;
  (selected ?? opener).focus();
}

/**
 * The control a dialog should give focus back to. A dialog opened from a menu item (a message's
 * "⋯" → Report) finds the item focused, but the menu and its items are gone once the dialog
 * closes; the menu's button is what the keyboard user pressed, named by the menu's
 * `aria-labelledby` (Radix sets it to its trigger).
 */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const triggerId = menu?.getAttribute("aria-labelledby");
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? (active as HTMLElement | null);
}

/**
 * A modal dialog on Radix: shown while it is rendered, it traps Tab, hides the page behind it from
 * assistive technology, closes on Escape and gives focus back to where it was when it closes.
 * Focus starts on the first form field (issue 18 §8); a dialog without one starts on its first
 * button, as Radix does.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  closeOnBackdropClick = false,
}: DialogProps) {
  // Rendered without a Radix trigger, so the control that opened it is remembered here.
  const [opener] = useState(() => openerOf(document.activeElement));
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="dialog-backdrop"
          className="fixed inset-0 z-50 bg-black/50"
        />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center p-3">
          <RadixDialog.Content
            // The dialog's text is its description; no separate Description element is needed.
            aria-describedby={undefined}
            // Like the hand-written dialog before it: a click beside it does not throw away a form.
            onPointerDownOutside={(event) => {
              if (!closeOnBackdropClick) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // A caller that moved focus on purpose (e.g. to the member it just muted) keeps it.
              const active = document.activeElement;
              const lost = !active || active === document.body || !active.isConnected;
              if (lost && opener?.isConnected) focusBack(opener);
            }}
            onOpenAutoFocus={(event) => {
              const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(FIELD);
              if (!field) return;
              event.preventDefault();
              field.focus();
            }}
            className="pointer-events-auto flex max-h-[90vh] w-full max-w-2xl flex-col rounded-lg bg-white text-gray-900 shadow-xl outline-none dark:bg-gray-800 dark:text-gray-100"
          >
            <div className="border-b border-gray-200 px-5 py-4 dark:border-gray-700">
              <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
            </div>
            <DialogBody>{children}</DialogBody>
            {footer ? (
              <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-5 py-4 dark:border-gray-700">
                {footer}
              </div>
            ) : null}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The scrolling body; mounted inside the portal, so the page behind is made inert from here. */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useInertOutside(ref);
  return (
    <div ref={ref} className="overflow-y-auto px-5 py-4">
      {children}
    </div>
  );
}
