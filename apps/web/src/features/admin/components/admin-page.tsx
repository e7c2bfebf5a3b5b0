import { ADMIN_TABS, type AdminTab } from "@huddle/contracts/admin-console";
import { UrlTabs } from "@/components/ui/url-tabs";
import { useAdminTab } from "../hooks/use-admin-tab";
import { AiModerationTab } from "./ai/ai-moderation-tab";
import { DashboardTab } from "./dashboard/dashboard-tab";
import { MessageModerationTab } from "./messages/message-moderation-tab";
import { ConsoleHeading } from "./shared/console-heading";
import { TrainAiTab } from "./train-ai-tab";
import { UserManagementTab } from "./users/user-management-tab";
import { useDocumentTitle } from "@/lib/use-document-title";

const PANELS: Record<AdminTab, () => React.ReactNode> = {
  dashboard: () => <DashboardTab />,
  users: () => <UserManagementTab />,
  messages: () => <MessageModerationTab />,
  ai: () => <AiModerationTab />,
  train: () => <TrainAiTab />,
};

/** /admin (spec 001 §2): superadmin only (`canOpenAdminPage` guards the route). */
export function AdminPage() {
  useDocumentTitle("Admin Dashboard");
  const { active } = useAdminTab();
  return (
    <div className="space-y-4">
      <ConsoleHeading title="Admin Dashboard" />
      <UrlTabs label="Admin sections" tabs={ADMIN_TABS} active={active} panel={PANELS[active]()} />
    </div>
  );
}
