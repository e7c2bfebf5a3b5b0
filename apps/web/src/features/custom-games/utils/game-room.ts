import { roomFromQuery, roomUrl } from "@huddle/contracts/rules/room";

/** The /room link of a custom game's chat room, built by the room rules (null for a bad id). */
export function gameRoomPath(gameId: string): string | null {
  const result = roomFromQuery({ customGame: gameId });
  return result.ok ? roomUrl(result.room) : null;
}
