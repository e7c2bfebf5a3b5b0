import type { ReactNode } from "react";

interface PanelPlaceholderProps {
  label: string;
  text: string;
  className?: string;
  children?: ReactNode;
}

/** A side panel whose feature (navigation, scores) has not landed yet. */
export function PanelPlaceholder({ label, text, className = "", children }: PanelPlaceholderProps) {
  return (
    <section
      aria-label={label}
      className={`space-y-3 rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800 ${className}`}
    >
      <h2 className="text-lg font-semibold">{label}</h2>
      <p className="text-sm text-gray-600 dark:text-gray-400">{text}</p>
      {children}
    </section>
  );
}
