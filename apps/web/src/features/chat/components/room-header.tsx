import type { ReactNode } from "react";
import { roomSlug, type Room } from "@huddle/contracts/rules/room";
import { roomSubtitle, roomTitle } from "../utils/room-labels";
import { SpoilerDelayControl } from "./spoiler-delay-control";
import { RoomNotificationLevel } from "./room-notification-level";

interface RoomHeaderProps {
  room: Room;
  /** The team or game name once the sports data knows it; else 'Team {id}' etc. */
  title?: string;
  /** Controls beside the title (the follow button of team, league and conference rooms). */
  actions?: ReactNode;
}

/** spec 000 §2 Chat room header: the room name and its subtitle. */
export function RoomHeader({ room, title, actions }: RoomHeaderProps) {
  return (
    <header className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <div className="min-w-0">
        <h1 className="text-lg font-bold break-words sm:text-3xl">{title || roomTitle(room)}</h1>
        <p className="text-sm text-gray-700 sm:text-base dark:text-gray-300">
          {roomSubtitle(room)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <RoomNotificationLevel roomSlug={roomSlug(room)} />
        {room.type === "game" || room.type === "sideline" ? <SpoilerDelayControl /> : null}
        {actions}
      </div>
    </header>
  );
}
