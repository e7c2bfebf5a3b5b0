import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { roomFromSlug, type Room } from "@huddle/contracts/rules/room";
import type { UserRow } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";

/**
 * The room of a slug, if this user may be in it. League, conference, team, game, sideline, home
 * and general rooms are open to every signed-in fan. Custom team and game rooms need the custom
 * teams feature, which has not landed: until then they do not exist (docs/decisions.md).
 */
export function resolveRoomFor(_user: UserRow, slug: string): Room {
  const result = roomFromSlug(slug);
  if (!result.ok) throw badRequest(result.error);
  if (result.room.type === "custom-team" || result.room.type === "custom-game") {
    throw notFound(CHAT_MESSAGES.roomNotFound);
  }
  return result.room;
}
