import type { ReactNode } from "react";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled block inside a settings page: an h2 under the page's h1, so tab panels skip no level. */
export function SectionCard({ title, description, actions, children }: SectionCardProps) {
  return (
    <section
      aria-label={title}
      className="space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-base font-semibold">{title}</h2>
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
