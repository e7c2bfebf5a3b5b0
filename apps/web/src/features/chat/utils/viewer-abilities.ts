import type { ChatMessage, RoomSettings } from "@huddle/contracts/chat";
import {
  messageAbilities,
  roomAbilities,
  type ChatViewer,
  type MessageAbilities,
  type RoomAbilities,
} from "@huddle/contracts/rules/chat-abilities";

/**
 * What the viewer may do with a message: the server's flags when it sent them (history pages),
 * else the same rule applied here, since a live event is one payload for every reader.
 */
export function messageAbilitiesFor(
  viewer: ChatViewer | null,
  message: ChatMessage,
): MessageAbilities {
  return message.abilities ?? messageAbilities(viewer, message);
}

/** The room's staff controls for the viewer: the settings' flags, else the same rule. */
export function roomAbilitiesFor(
  viewer: ChatViewer | null,
  settings: RoomSettings | undefined,
): RoomAbilities {
  return settings?.abilities ?? roomAbilities(viewer);
}
