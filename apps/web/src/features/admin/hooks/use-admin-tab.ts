import { useSearchParams } from "react-router";
import { ADMIN_TABS, type AdminTab } from "@huddle/contracts/admin-console";

const isAdminTab = (value: string | null): value is AdminTab =>
  ADMIN_TABS.some((tab) => tab.id === value);

/** The tab in ?tab= (Dashboard when missing or unknown), and a way to open another one. */
export function useAdminTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const active: AdminTab = isAdminTab(raw) ? raw : "dashboard";
  function open(tab: AdminTab, extra: Record<string, string> = {}) {
    setParams(new URLSearchParams({ tab, ...extra }));
  }
  return { active, open };
}
