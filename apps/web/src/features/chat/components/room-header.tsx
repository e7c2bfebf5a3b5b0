import type { Room } from "@huddle/contracts/rules/room";
import { roomSubtitle, roomTitle } from "../utils/room-labels";

/** spec 000 §2 Chat room header: the room name and its subtitle. */
export function RoomHeader({ room }: { room: Room }) {
  return (
    <header>
      <h1 className="text-2xl font-bold sm:text-3xl">{roomTitle(room)}</h1>
      <p className="text-gray-700 dark:text-gray-300">{roomSubtitle(room)}</p>
    </header>
  );
}
