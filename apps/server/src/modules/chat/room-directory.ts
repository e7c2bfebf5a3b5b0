import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { roomFromSlug, type Room } from "@huddle/contracts/rules/room";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import type { SportsRepository } from "../sports/sports.repository.ts";

/** What the sports tables know, as far as rooms care. */
export interface RoomCatalog {
  teamExists(teamId: string): Promise<boolean>;
  conferenceExists(league: string, conferenceId: string): Promise<boolean>;
  /** The home and away team ids of a stored game; null when there is no such game. */
  gameTeams(gameId: string): Promise<readonly string[] | null>;
}

/**
 * Join and send are the hottest paths, and ids never leave the sports tables once there, so an
 * answer is kept a minute; a game the schedule sync adds shows up within that minute.
 */
const EXISTS_CACHE_MS = 60_000;
const EXISTS_CACHE_ENTRIES = 20_000;

export function sportsRoomCatalog(
  sports: Pick<SportsRepository, "team" | "conferences" | "game">,
): RoomCatalog {
  return {
    teamExists: async (teamId) => (await sports.team(teamId)) !== undefined,
    conferenceExists: async (league, conferenceId) =>
      (await sports.conferences(league)).some((c) => c.id === conferenceId),
    gameTeams: async (gameId) => {
      const game = await sports.game(gameId);
      return game ? [game.homeTeam.teamId, game.awayTeam.teamId] : null;
    },
  };
}

async function exists(catalog: RoomCatalog, room: Room): Promise<boolean> {
  switch (room.type) {
    case "home":
    case "general":
    case "league":
      return true;
    case "conference":
      return catalog.conferenceExists(room.league, room.conference);
    case "team":
      return catalog.teamExists(room.teamId);
    case "game":
      return (await catalog.gameTeams(room.gameId)) !== null;
    case "sideline":
      return (await catalog.gameTeams(room.gameId))?.includes(room.teamId) ?? false;
    // The seam for custom teams and games: that feature brings its own tables and membership
    // rules; until it lands, no custom room exists.
    case "custom-team":
    case "custom-game":
      return false;
  }
}

/**
 * The rooms that exist: home, general and the leagues, plus conference, team, game and sideline
 * rooms whose ids are in the sports tables. A well-formed slug for anything else is 404 'Room
 * not found', so nobody can open an unlisted room that no one browses or moderates
 * (docs/decisions.md).
 */
export function createRoomDirectory(catalog: RoomCatalog, now?: () => number) {
  const known = new TtlCache<string, boolean>(EXISTS_CACHE_MS, EXISTS_CACHE_ENTRIES, now);
  return {
    /** The room of a slug in canonical form; 400 when malformed, 404 when it does not exist. */
    async resolve(slug: string): Promise<Room> {
      const result = roomFromSlug(slug);
      if (!result.ok) throw badRequest(result.error);
      const { room } = result;
      if (!(await known.getOrLoad(room.slug, () => exists(catalog, room)))) {
        throw notFound(CHAT_MESSAGES.roomNotFound);
      }
      return room;
    },
  };
}

export type RoomDirectory = ReturnType<typeof createRoomDirectory>;
