import { timeAgo } from "@huddle/contracts/admin-console";
import type { ActivityLog } from "@huddle/contracts/admin";

interface RecentActivityProps {
  logs: ActivityLog[] | undefined;
  failed: boolean;
  now: Date;
}

/** The last 10 activities (spec 001 §9), with an info entry when the call failed (§8). */
export function RecentActivity({ logs, failed, now }: RecentActivityProps) {
  if (failed) {
    return <p className="text-sm">Recent activity is unavailable right now.</p>;
  }
  if (!logs) return <p className="text-sm">Loading activity…</p>;
  if (logs.length === 0) return <p className="text-sm">No recent activity.</p>;
  return (
    <ol className="divide-y divide-gray-200 dark:divide-gray-700">
      {logs.map((log) => (
        <li key={log.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
          <span>{log.description}</span>
          <time dateTime={log.timestamp} className="text-gray-600 dark:text-gray-400">
            {timeAgo(log.timestamp, now)}
          </time>
        </li>
      ))}
    </ol>
  );
}
