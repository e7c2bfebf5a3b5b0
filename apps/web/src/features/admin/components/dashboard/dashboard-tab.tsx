import { ACCURACY_LEVELS } from "@huddle/contracts/admin";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { useAdminActivity, useAdminStats } from "../../api/dashboard-api";
import { useAdminTab } from "../../hooks/use-admin-tab";
import { HealthBanner } from "./health-banner";
import { RecentActivity } from "./recent-activity";
import { StatTile } from "./stat-tile";

/** spec 001 §9: at least 90 high, at least 70 medium, else low. */
function accuracyText(accuracy: number | null | undefined): string | undefined {
  if (accuracy === null || accuracy === undefined) return undefined;
  const level =
    accuracy >= ACCURACY_LEVELS.high
      ? "high"
      : accuracy >= ACCURACY_LEVELS.medium
        ? "medium"
        : "low";
  return `${Math.round(accuracy)}% (${level})`;
}

export function DashboardTab() {
  const stats = useAdminStats();
  const activity = useAdminActivity();
  const { open } = useAdminTab();
  const data = stats.data;
  // Ages are counted from the last fetch: the 30 s refresh keeps them current.
  const now = new Date(activity.dataUpdatedAt);

  return (
    <div className="space-y-4">
      <HealthBanner openProblems={data ? data.moderation.pendingReports : null} />
      {stats.isError ? (
        <p role="alert" className="text-sm">
          Statistics are unavailable right now.
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={stats.isPending}>
        <StatTile label="Total users" value={data?.users.total} />
        <StatTile label="Active users" value={data?.users.active} />
        <StatTile label="New today" value={data?.users.newToday} />
        <StatTile label="Banned users" value={data?.users.banned} />
        <StatTile label="Messages today" value={data?.messages.todayTotal} />
        <StatTile label="Flagged messages" value={data?.messages.flagged} />
        <StatTile label="Pending reports" value={data?.moderation.pendingReports} />
        <StatTile label="AI accuracy" value={accuracyText(data?.moderation.accuracy)} />
      </dl>
      <SectionCard title="Quick actions">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => open("messages", { view: "reported" })}>Review reports</Button>
          <Button variant="secondary" onClick={() => open("messages", { view: "appeals" })}>
            Review appeals
          </Button>
          <Button variant="secondary" onClick={() => open("users")}>
            Manage users
          </Button>
          <Button variant="secondary" onClick={() => open("ai")}>
            AI settings
          </Button>
        </div>
      </SectionCard>
      <SectionCard title="Recent activity">
        <RecentActivity logs={activity.data} failed={activity.isError} now={now} />
      </SectionCard>
    </div>
  );
}
