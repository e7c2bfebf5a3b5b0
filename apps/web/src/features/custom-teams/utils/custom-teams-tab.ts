/** spec 001 §2 Custom Teams page: four tabs, Browse Teams by default. */
export const CUSTOM_TEAMS_TABS = [
  { id: "browse", label: "Browse Teams" },
  { id: "followed", label: "Followed Teams" },
  { id: "create", label: "Create Team" },
  { id: "my-teams", label: "My Teams" },
] as const;
export type CustomTeamsTabId = (typeof CUSTOM_TEAMS_TABS)[number]["id"];

export function parseCustomTeamsTab(value: string | null): CustomTeamsTabId {
  return CUSTOM_TEAMS_TABS.find((tab) => tab.id === value)?.id ?? "browse";
}
