import { useId, useRef, type ReactNode } from "react";
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
}

/**
 * WAI-ARIA tabs kept in ?tab= (so a tab can be linked and survives a reload): arrows, Home and
 * End move between tabs and select them; only the selected tab is in the Tab order.
 */
export function UrlTabs<T extends string>({ label, tabs, active, panel }: UrlTabsProps<T>) {
  const [, setParams] = useSearchParams();
  const baseId = useId();
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  function select(id: T, focus = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", id);
        return next;
      },
      { replace: true },
    );
    if (focus) refs.current[id]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target]!.id, true);
  }

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-700"
      >
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[tab.id] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium ${selected ? "border-sky-700 text-sky-800 dark:border-sky-400 dark:text-sky-300" : "border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"} ${focusRing}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
        tabIndex={0}
        className={`rounded-lg ${focusRing}`}
      >
        {panel}
      </div>
    </div>
  );
}
