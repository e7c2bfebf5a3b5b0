import type { ReactNode } from "react";
import type { Room } from "@huddle/contracts/rules/room";
import { roomSubtitle, roomTitle } from "../utils/room-labels";

interface RoomHeaderProps {
  room: Room;
  /** The team or game name once the sports data knows it; else 'Team {id}' etc. */
  title?: string;
  /** The name is still being asked for: a placeholder, not the fallback that would flash. */
  naming?: boolean;
  /** Controls beside the title (the follow button of team, league and conference rooms). */
  actions?: ReactNode;
}

/** spec 000 §2 Chat room header: the room name and its subtitle. */
export function RoomHeader({ room, title, naming = false, actions }: RoomHeaderProps) {
  return (
    <header className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-2">
      {/* basis-32: on a phone the title keeps the actions beside it unless it would get
          narrower than 8rem (a game room's two panel toggles fit; Follow and both wrap). */}
      <div className="min-w-0 flex-1 basis-32">
        <h1 className="text-base font-bold wrap-anywhere sm:text-3xl">
          {naming ? <NamePlaceholder /> : title || roomTitle(room)}
        </h1>
        <p className="text-sm text-gray-700 sm:text-base dark:text-gray-300">
          {roomSubtitle(room)}
        </p>
      </div>
      {actions}
    </header>
  );
}

function NamePlaceholder() {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-[1em] w-48 max-w-full animate-pulse rounded bg-gray-200 align-middle dark:bg-gray-700"
      />
      <span className="sr-only">Loading the room's name…</span>
    </>
  );
}
