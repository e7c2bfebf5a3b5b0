import { DASHBOARD_HEALTH_LABELS, dashboardHealth } from "@huddle/contracts/admin-console";

const TONES = {
  critical:
    "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100",
  warning:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  good: "border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100",
  unknown:
    "border-gray-300 bg-gray-50 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100",
} as const;

/**
 * spec 001 §4 Dashboard health. The server reports no error counter, so the count is the open
 * problems staff must judge (pending reports); no stats at all is Status Unknown.
 */
export function HealthBanner({ openProblems }: { openProblems: number | null }) {
  const health = dashboardHealth(openProblems);
  return (
    <p role="status" className={`rounded-lg border px-3 py-2 font-medium ${TONES[health]}`}>
      System health: {DASHBOARD_HEALTH_LABELS[health]}
    </p>
  );
}
