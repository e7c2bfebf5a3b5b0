import { roomDisplayName, roomFromSlug, type RoomAddress } from "@huddle/contracts/rules/room";
import { TtlCache } from "../../lib/ttl-cache.ts";
import type { CustomRoomNavigation } from "./sports.service.ts";
import type { SportsRepository } from "./sports.repository.ts";

/** Team and game names do not change during a season; a name is kept this long per node. */
const NAME_CACHE_MS = 10 * 60_000;

/**
 * A room's name as a fan reads it outside the room — a push title, the mentions list: "Buffalo
 * Bills", "Kansas City Chiefs @ Buffalo Bills", "Bills Sideline · …", a custom team's own name —
 * where the room's address alone gives only ids ("Game 401772…"). Custom rooms are named only
 * to fans who may read them; a room whose team or game is unknown keeps its address name.
 */
export function createRoomNames(deps: {
  repo: Pick<SportsRepository, "teams" | "game">;
  customRooms: Pick<CustomRoomNavigation, "title">;
  now: () => number;
}) {
  const sportsNames = new TtlCache<string, string>(NAME_CACHE_MS, 5_000, deps.now);

  async function sportsName(room: RoomAddress): Promise<string> {
    switch (room.type) {
      case "team": {
        const [team] = await deps.repo.teams({ ids: [room.teamId] });
        return team?.name ?? roomDisplayName(room);
      }
      case "game":
      case "sideline": {
        const game = await deps.repo.game(room.gameId);
        if (!game) return roomDisplayName(room);
        const title = `${game.awayTeam.name} @ ${game.homeTeam.name}`;
        if (room.type === "game") return title;
        const [team] = await deps.repo.teams({ ids: [room.teamId] });
        return team ? `${team.shortName} Sideline · ${title}` : title;
      }
      default:
        return roomDisplayName(room);
    }
  }

  async function cachedSportsName(roomSlug: string, room: RoomAddress): Promise<string> {
    const known = sportsNames.get(roomSlug);
    if (known !== undefined) return known;
    const name = await sportsName(room);
    sportsNames.set(roomSlug, name);
    return name;
  }

  return {
    async nameOf(viewerId: string, roomSlug: string): Promise<string> {
      const parsed = roomFromSlug(roomSlug);
      if (!parsed.ok) return roomSlug;
      const room = parsed.room;
      if (room.type === "custom-team" || room.type === "custom-game") {
        return (await deps.customRooms.title(viewerId, room)) ?? roomDisplayName(room);
      }
      return cachedSportsName(roomSlug, room);
    },

    /**
     * The name anyone may be told, whoever asks: sports rooms by their teams and games, custom
     * rooms by their kind only. For lists several people read at once (the staff consoles).
     */
    async publicNameOf(roomSlug: string): Promise<string> {
      const parsed = roomFromSlug(roomSlug);
      if (!parsed.ok) return roomSlug;
      const room = parsed.room;
      if (room.type === "custom-team" || room.type === "custom-game") return roomDisplayName(room);
      return cachedSportsName(roomSlug, room);
    },
  };
}

export type RoomNames = ReturnType<typeof createRoomNames>;
