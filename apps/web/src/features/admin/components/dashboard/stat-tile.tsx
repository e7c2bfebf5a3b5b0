interface StatTileProps {
  label: string;
  /** undefined when the stats call failed: spec 001 §8 shows N/A. */
  value: number | string | null | undefined;
}

export function StatTile({ label, value }: StatTileProps) {
  return (
    <div className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="text-2xl font-bold">{value ?? "N/A"}</dd>
    </div>
  );
}
