import { createContext, useContext, useId, useState, type ReactNode } from "react";
import { focusRing } from "./styles";

interface CollapsiblePanelProps {
  title: string;
  className?: string;
  children: ReactNode;
}

/**
 * False where something around the panel already folds it away (the room's side panels and
 * drawers): the panel then shows no Hide/Show button of its own.
 */
export const PanelFoldContext = createContext(true);

/**
 * A side panel (navigation, scores). Below the lg breakpoint it can be folded away so the chat
 * stays in reach on a phone; on wide screens its content always shows.
 */
export function CollapsiblePanel({ title, className = "", children }: CollapsiblePanelProps) {
  const [open, setOpen] = useState(true);
  const foldable = useContext(PanelFoldContext);
  const contentId = useId();
  return (
    <section
      aria-label={title}
      className={`min-w-0 rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800 ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {foldable ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen((value) => !value)}
            className={`min-h-11 rounded px-3 text-xs font-medium text-gray-600 hover:bg-gray-100 lg:hidden dark:text-gray-300 dark:hover:bg-gray-700 ${focusRing}`}
          >
            {open ? "Hide" : "Show"}
            <span className="sr-only"> {title}</span>
          </button>
        ) : null}
      </div>
      <div
        id={contentId}
        className={`mt-3 space-y-3 lg:block ${open || !foldable ? "block" : "hidden"}`}
      >
        {children}
      </div>
    </section>
  );
}
