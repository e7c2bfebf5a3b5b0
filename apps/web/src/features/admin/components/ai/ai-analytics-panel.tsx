import { SectionCard } from "@/components/ui/section-card";
import { useAiAnalytics } from "../../api/ai-moderation-api";
import { StatTile } from "../dashboard/stat-tile";

/** spec 001 §3 AI analytics, from the recorded filter decisions. */
export function AiAnalyticsPanel() {
  const analytics = useAiAnalytics();
  const data = analytics.data;
  const accuracy =
    data?.accuracyRate === null || data?.accuracyRate === undefined
      ? undefined
      : `${Math.round(data.accuracyRate)}%`;
  return (
    <SectionCard title="Analytics">
      {analytics.isError ? <p role="alert">Analytics are unavailable right now.</p> : null}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <StatTile label="Scanned" value={data?.totalScanned} />
        <StatTile label="Flagged" value={data?.totalFlagged} />
        <StatTile label="Auto-deleted" value={data?.autoDeleted} />
        <StatTile label="Quarantined" value={data?.quarantined} />
        <StatTile label="Accuracy" value={accuracy} />
      </dl>
      {data && Object.keys(data.categories).length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-sm">
          {Object.entries(data.categories).map(([category, count]) => (
            <li key={category} className="rounded-full bg-gray-100 px-2 py-0.5 dark:bg-gray-800">
              {category}: {count}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
