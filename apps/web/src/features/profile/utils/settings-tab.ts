/** spec 000 §2 Profile: the settings tabs, in order, and their ?tab= values. */
export const SETTINGS_TABS = [
  { id: "general", label: "General" },
  { id: "wordReplacements", label: "Word Filters" },
  { id: "following", label: "Following" },
  { id: "notifications", label: "Notifications" },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]["id"];

/** ?tab= → the tab; tab=follow maps to following, anything unknown to general. */
export function parseSettingsTab(value: string | null): SettingsTabId {
  if (value === "follow") return "following";
  return SETTINGS_TABS.find((tab) => tab.id === value)?.id ?? "general";
}
