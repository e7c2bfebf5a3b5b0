import { useId, useState, type ReactNode } from "react";
import { focusRing } from "./styles";

interface CollapsiblePanelProps {
  title: string;
  className?: string;
  children: ReactNode;
}

/**
 * A side panel (navigation, scores). Below the lg breakpoint it can be folded away so the chat
 * stays in reach on a phone; on wide screens its content always shows.
 */
export function CollapsiblePanel({ title, className = "", children }: CollapsiblePanelProps) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <section
      aria-label={title}
      className={`rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800 ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className={`rounded px-2 py-1 text-xs font-medium text-gray-600 hover:bg-gray-100 lg:hidden dark:text-gray-300 dark:hover:bg-gray-700 ${focusRing}`}
        >
          {open ? "Hide" : "Show"}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
      <div id={contentId} className={`mt-3 space-y-3 lg:block ${open ? "block" : "hidden"}`}>
        {children}
      </div>
    </section>
  );
}
