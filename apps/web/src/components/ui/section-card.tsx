import type { ReactNode } from "react";
import { focusRing } from "./styles";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** Gives the heading this id and lets a script focus it (after the item it had is gone). */
  headingId?: string;
}

/** A titled block inside a settings page: an h2 under the page's h1, so tab panels skip no level. */
export function SectionCard({
  title,
  description,
  actions,
  children,
  headingId,
}: SectionCardProps) {
  return (
    <section
      aria-label={title}
      className="space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2
            id={headingId}
            tabIndex={headingId ? -1 : undefined}
            className={`text-base font-semibold ${headingId ? focusRing : ""}`}
          >
            {title}
          </h2>
          {description ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
          ) : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
