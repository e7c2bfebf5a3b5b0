import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { UrlTabs } from "@/components/ui/url-tabs";
import { SETTINGS_TABS, parseSettingsTab, type SettingsTabId } from "../utils/settings-tab";

interface SettingsTabsProps {
  panels: Record<SettingsTabId, ReactNode>;
}

/** The settings tabs, driven by ?tab= (spec 000 §2; tab=follow opens Following). */
export function SettingsTabs({ panels }: SettingsTabsProps) {
  const [params] = useSearchParams();
  const active = parseSettingsTab(params.get("tab"));
  return (
    <UrlTabs
      label="Profile settings"
      tabs={SETTINGS_TABS}
      active={active}
      panel={panels[active]}
      panelClassName="bg-white p-4 shadow-sm dark:bg-gray-800"
    />
  );
}
