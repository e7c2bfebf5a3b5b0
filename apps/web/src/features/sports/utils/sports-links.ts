import type { RoomButton } from "@huddle/contracts/room-navigation";
import { roomUrl, type RoomAddress } from "@huddle/contracts/rules/room";
import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import type { SportsQuery } from "../api/sports-keys";

/** spec 000 §2: a game card links to /room{gameUrl}, or /room?league={league}&game={id}. */
export function gameLink(game: Pick<Game, "gameUrl" | "league" | "id">): string {
  const url = game.gameUrl.trim();
  if (url.startsWith("/room")) return url;
  if (url.startsWith("?")) return `/room${url}`;
  return roomUrl({ type: "game", league: game.league, gameId: game.id });
}

/** A button links to the room it carries. */
export function buttonLink(button: RoomButton): string {
  return roomUrl(button.room);
}

/** A button's text: the label, or the displayValue of a `{ displayValue, value }` label. */
export function buttonText(button: RoomButton): string {
  return typeof button.label === "string" ? button.label : button.label.displayValue;
}

/** The league of the room a button points at (for its icon), when its address names one. */
export function buttonLeague(button: RoomButton): LeagueId | null {
  const { room } = button;
  return ("league" in room && room.league) || null;
}

/** The simple-boxscore query of a room; null where the room has no games (general, custom). */
export function boxscoreQueryForRoom(room: RoomAddress): SportsQuery | null {
  switch (room.type) {
    case "league":
      return { league: room.league };
    case "conference":
      return { league: room.league, conference: room.conference };
    case "team":
      return { teamroom: room.teamId };
    case "game":
    case "sideline":
      return { game: room.gameId };
    default:
      return null;
  }
}
