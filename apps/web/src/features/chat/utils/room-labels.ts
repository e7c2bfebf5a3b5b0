import type { Room } from "@huddle/contracts/rules/room";
import { roomDisplayName } from "@huddle/contracts/rules/room";

/** spec 000 §2 Chat room header: the room's name, or 'Chat Room' for the general room. */
export function roomTitle(room: Room): string {
  return room.type === "general" ? "Chat Room" : roomDisplayName(room);
}

/** spec 000 §2 Chat room header subtitles. */
export function roomSubtitle(room: Room): string {
  switch (room.type) {
    case "team":
    case "custom-team":
      return "Team discussion room";
    case "game":
    case "sideline":
    case "custom-game":
      return "Game discussion room";
    case "conference":
      return "Conference discussion room";
    case "league":
      return "League discussion room";
    case "home":
    case "general":
      return "General Chat";
  }
}
