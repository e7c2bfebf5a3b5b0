import { useRoomMessages } from "../api/get-messages";
import { latestPlays } from "../utils/latest-plays";

/**
 * The game header's rail of the latest plays (issue 15 §0), taken from the room's own game-event
 * messages so it agrees with the chat. The newest shows on a phone, three from sm up. Not a live
 * region: the chat's announcer reads each play once.
 */
export function LatestPlays({ roomSlug }: { roomSlug: string }) {
  const plays = latestPlays(useRoomMessages(roomSlug).data?.messages ?? []);
  if (plays.length === 0) return null;
  return (
    // Not on a phone: there every scoring play is a divider in the chat (moment markers), and
    // the composer must stay on the first screen of a 320 × 568 one.
    <section aria-label="Latest plays" className="mt-2 hidden min-w-0 sm:block">
      <ol className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-3">
        {plays.map((play, index) => (
          <li
            key={play.id}
            className={`min-w-0 wrap-anywhere rounded bg-gray-100 px-2 py-1 text-xs text-gray-800 dark:bg-gray-700 dark:text-gray-100 ${index > 0 ? "hidden sm:block" : ""}`}
          >
            {play.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
