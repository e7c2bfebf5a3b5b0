import type { RoomButton } from "@huddle/contracts/room-navigation";
import { roomUrl, toRoom, type RoomAddress } from "@huddle/contracts/rules/room";
import type { CustomRoomNavigation } from "../sports/sports.service.ts";
import type { CustomGamesRepository } from "./custom-games.repository.ts";
import type { CustomTeamsRepository } from "./custom-teams.repository.ts";
import type { TeamRoomsService } from "./team-rooms.service.ts";

const button = (type: "customTeam" | "customGame", label: string, room: RoomAddress) => ({
  type,
  label,
  room,
  path: roomUrl(room),
});

const teamButton = (team: { id: string; name: string }): RoomButton => ({
  ...button("customTeam", team.name, { type: "custom-team", customTeamId: team.id }),
  teamName: team.name,
  teamId: team.id,
});

const gameName = (game: { teamName: string; opponent: string }) =>
  `${game.teamName} vs ${game.opponent}`;

/** Names and links custom rooms only for fans who may read them, so private teams stay private. */
export function createCustomRoomNavigation(deps: {
  teams: Pick<CustomTeamsRepository, "findById" | "listOwned" | "listFollowed">;
  games: Pick<CustomGamesRepository, "find" | "listForTeam">;
  rooms: Pick<TeamRoomsService, "mayRead">;
}): CustomRoomNavigation {
  return {
    async title(userId, room) {
      if (!(await deps.rooms.mayRead(userId, room))) return null;
      if (room.type === "custom-team") {
        return (await deps.teams.findById(room.customTeamId))?.name ?? null;
      }
      const game = await deps.games.find(room.customGameId);
      return game ? gameName(game) : null;
    },

    async buttons(userId, room) {
      if (!(await deps.rooms.mayRead(userId, room))) return [];
      if (room.type === "custom-team") {
        const games = await deps.games.listForTeam(room.customTeamId);
        return games.map((g) =>
          button("customGame", gameName(g), { type: "custom-game", customGameId: g.id }),
        );
      }
      const game = await deps.games.find(room.customGameId);
      if (!game) return [];
      const sides = [{ id: game.teamId, name: game.teamName }];
      if (game.opponentTeamId) sides.push({ id: game.opponentTeamId, name: game.opponent });
      const readable: RoomButton[] = [];
      for (const side of sides) {
        const teamRoom = toRoom({ type: "custom-team", customTeamId: side.id } as const);
        if (await deps.rooms.mayRead(userId, teamRoom)) {
          readable.push(teamButton(side));
        }
      }
      return readable;
    },

    async teamsOf(userId) {
      const [owned, followed] = await Promise.all([
        deps.teams.listOwned(userId),
        deps.teams.listFollowed(userId),
      ]);
      const seen = new Set<string>();
      return [...owned, ...followed]
        .filter((t) => !seen.has(t.id) && seen.add(t.id))
        .map(teamButton);
    },
  };
}
