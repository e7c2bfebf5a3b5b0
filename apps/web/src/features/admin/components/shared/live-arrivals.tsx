import { useModerationFeed } from "../../hooks/use-moderation-feed";

/** The latest report, held message or appeal, announced as it arrives (the queues refresh too). */
export function LiveArrivals() {
  const announcement = useModerationFeed();
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium">
      {announcement}
    </p>
  );
}
