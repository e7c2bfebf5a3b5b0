import { ADMIN_TABS, type AdminTab } from "@huddle/contracts/admin-console";
import { UrlTabs } from "@/components/ui/url-tabs";
import { useAdminTab } from "../hooks/use-admin-tab";
import { useModerationFeed } from "../hooks/use-moderation-feed";
import { AiModerationTab } from "./ai/ai-moderation-tab";
import { DashboardTab } from "./dashboard/dashboard-tab";
import { MessageModerationTab } from "./messages/message-moderation-tab";
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

/** /admin (spec 001 §2): superadmin only (RequireSuperadmin guards the route). */
export function AdminPage() {
  useDocumentTitle("Admin Dashboard");
  const { active } = useAdminTab();
  // Staff events refresh whichever tab is open (queues, stats, activity).
  const announcement = useModerationFeed();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Admin Dashboard</h1>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium">
        {announcement}
      </p>
      <UrlTabs label="Admin sections" tabs={ADMIN_TABS} active={active} panel={PANELS[active]()} />
    </div>
  );
}
