/** The Public / Private badge (spec 001 §2 Team cards). */
export function TeamBadge({ isPublic }: { isPublic: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isPublic ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100" : "bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100"}`}
    >
      {isPublic ? "Public" : "Private"}
    </span>
  );
}
