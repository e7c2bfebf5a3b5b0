import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { focusRing } from "./styles";

interface DrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
  side: "left" | "right";
  children: ReactNode;
}

/**
 * A side sheet for phones (the room's navigation and scores). A native modal `<dialog>`: the page
 * behind is inert, Tab stays inside, Escape and a tap on the backdrop close it.
 */
export function Drawer({ title, open, onClose, returnFocusTo, side, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog itself is a click on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`fixed inset-y-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-gray-50 p-3 text-gray-900 shadow-xl backdrop:bg-black/50 dark:bg-gray-900 dark:text-gray-100 ${side === "left" ? "left-0 right-auto" : "left-auto right-0"}`}
    >
      {/* The panel inside brings its own heading; the dialog is named by aria-label. */}
      <div className="mb-2 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${title}`}
          className={`inline-flex h-11 w-11 items-center justify-center rounded-md text-lg hover:bg-gray-200 dark:hover:bg-gray-700 ${focusRing}`}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
