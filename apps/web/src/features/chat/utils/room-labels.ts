import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import type { Room } from "@huddle/contracts/rules/room";
import { roomDisplayName } from "@huddle/contracts/rules/room";
import { CHAT_TEXTS } from "./chat-texts";

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

/**
 * spec 000 §8 Room: a room whose team or game does not exist (a deleted custom team, an unknown
 * game id) says so in the spec's words, not "Access Denied": nothing was refused.
 */
export function roomNotFoundTitle(room: Room): string {
  switch (room.type) {
    case "team":
    case "custom-team":
      return CHAT_TEXTS.teamNotFound;
    case "game":
    case "sideline":
    case "custom-game":
      return CHAT_TEXTS.gameNotFound;
    default:
      return CHAT_MESSAGES.roomNotFound;
  }
}
