import type { RoomButton } from "@huddle/contracts/room-navigation";
import type { Room } from "@huddle/contracts/rules/room";
import type { Game } from "@huddle/contracts/sports";
import { isLeagueId, type LeagueId } from "@huddle/contracts/sports-leagues";
import type { SportsQuery } from "../api/sports-keys";

/** spec 000 §2: a game card links to /room{gameUrl}, or /room?league={league}&game={id}. */
export function gameLink(game: Pick<Game, "gameUrl" | "league" | "id">): string {
  const url = game.gameUrl.trim();
  if (url.startsWith("/room")) return url;
  if (url.startsWith("?")) return `/room${url}`;
  return `/room?league=${game.league}&game=${game.id}`;
}

/** spec 000 §2: room links are built from a room url or /room?{slug}. */
export function buttonLink(button: RoomButton): string {
  const path = button.path.trim();
  if (path.startsWith("/")) return path;
  return `/room?${path.replace(/^\?/, "")}`;
}

/** A button's text: the label, or the displayValue of a `{ displayValue, value }` label. */
export function buttonText(button: RoomButton): string {
  return typeof button.label === "string" ? button.label : button.label.displayValue;
}

/** The league a button points at (for its icon), read from its link. */
export function buttonLeague(button: RoomButton): LeagueId | null {
  const query = buttonLink(button).split("?")[1] ?? "";
  const league = new URLSearchParams(query).get("league")?.toLowerCase() ?? "";
  return isLeagueId(league) ? league : null;
}

/** The simple-boxscore query of a room; null where the room has no games (general, custom). */
export function boxscoreQueryForRoom(room: Room): SportsQuery | null {
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
