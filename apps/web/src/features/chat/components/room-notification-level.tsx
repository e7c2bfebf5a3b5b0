import { useId } from "react";
import {
  ROOM_NOTIFICATION_LEVEL_LABELS,
  ROOM_NOTIFICATION_LEVELS,
  roomNotificationLevelSchema,
} from "@huddle/contracts/mentions";
import { focusRing } from "@/components/ui/styles";
import { useSession } from "@/lib/session/use-session";
import {
  useRoomNotificationLevel,
  useSetRoomNotificationLevel,
} from "../api/room-notification-level";

/**
 * Issue 15 §1: what this room may notify the viewer of (all messages, mentions only, nothing),
 * from the room header. Signed-in viewers only.
 */
export function RoomNotificationLevel({ roomSlug }: { roomSlug: string }) {
  const { user } = useSession();
  if (!user) return null;
  return <LevelSelect roomSlug={roomSlug} />;
}

function LevelSelect({ roomSlug }: { roomSlug: string }) {
  const id = useId();
  const level = useRoomNotificationLevel(roomSlug);
  const save = useSetRoomNotificationLevel(roomSlug);
  if (!level.data) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      {/* On a phone the label names the select without being drawn: one header line. */}
      <label htmlFor={id} className="sr-only text-gray-700 sm:not-sr-only dark:text-gray-300">
        Notifications
      </label>
      <select
        id={id}
        value={level.data.level}
        disabled={save.isPending}
        onChange={(event) => save.mutate(roomNotificationLevelSchema.parse(event.target.value))}
        className={`rounded-md border border-gray-300 bg-white px-2 py-0.5 text-sm sm:py-1 dark:border-gray-600 dark:bg-gray-800 ${focusRing}`}
      >
        {ROOM_NOTIFICATION_LEVELS.map((value) => (
          <option key={value} value={value}>
            {ROOM_NOTIFICATION_LEVEL_LABELS[value]}
          </option>
        ))}
      </select>
      {save.error ? (
        <span role="status" className="text-xs text-red-700 dark:text-red-300">
          {save.error.message}
        </span>
      ) : null}
    </div>
  );
}
