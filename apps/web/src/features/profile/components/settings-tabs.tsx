import { useId, useRef, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { focusRing } from "@/components/ui/styles";
import { SETTINGS_TABS, parseSettingsTab, type SettingsTabId } from "../utils/settings-tab";

interface SettingsTabsProps {
  panels: Record<SettingsTabId, ReactNode>;
}

/**
 * The settings tabs, driven by ?tab= (spec 000 §2). WAI-ARIA tabs: arrows, Home and End move
 * between tabs and select them; only the selected tab is in the Tab order.
 */
export function SettingsTabs({ panels }: SettingsTabsProps) {
  const [params, setParams] = useSearchParams();
  const active = parseSettingsTab(params.get("tab"));
  const baseId = useId();
  const refs = useRef<Partial<Record<SettingsTabId, HTMLButtonElement | null>>>({});

  function select(id: SettingsTabId, focus = false) {
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
    const index = SETTINGS_TABS.findIndex((tab) => tab.id === active);
    const last = SETTINGS_TABS.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(SETTINGS_TABS[target]!.id, true);
  }

  return (
    <div className="space-y-4">
      <div
        role="tablist"
        aria-label="Profile settings"
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-gray-200 dark:border-gray-700"
      >
        {SETTINGS_TABS.map((tab) => {
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
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${selected ? "border-sky-700 text-sky-800 dark:border-sky-400 dark:text-sky-300" : "border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"} ${focusRing}`}
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
        className="rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800"
      >
        {panels[active]}
      </div>
    </div>
  );
}
