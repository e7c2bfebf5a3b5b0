import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { focusRing } from "./styles";

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface UrlTabsProps<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  active: T;
  panel: ReactNode;
  /** The panel's surface (e.g. a card); the focus ring is always added. */
  panelClassName?: string;
}

/**
 * WAI-ARIA tabs (Radix) kept in ?tab= (so a tab can be linked and survives a reload): arrows,
 * Home and End move between tabs and select them; only the selected tab is in the Tab order.
 * Only the active panel is rendered.
 */
export function UrlTabs<T extends string>({
  label,
  tabs,
  active,
  panel,
  panelClassName = "",
}: UrlTabsProps<T>) {
  const [, setParams] = useSearchParams();

  function select(id: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", id);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <RadixTabs.Root value={active} onValueChange={select} className="space-y-4">
      {/* Tabs wrap rather than scroll: on a phone a scrolled-off tab gave no sign it was there. */}
      <RadixTabs.List
        aria-label={label}
        className="flex flex-wrap gap-x-1 border-b border-gray-200 dark:border-gray-700"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            className={`-mb-px min-h-11 shrink-0 border-b-2 px-3 py-2 text-sm font-medium ${tab.id === active ? "border-sky-700 text-sky-800 dark:border-sky-400 dark:text-sky-300" : "border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-300 dark:hover:text-gray-100"} ${focusRing}`}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={active} className={`rounded-lg ${panelClassName} ${focusRing}`}>
        {panel}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
