import { customGameStatus, GAME_LIVE_MS, type CustomGame } from "@huddle/contracts/custom-games";
import type { GameWithTeams } from "./custom-games.repository.ts";

const datePart = (d: Date) => d.toISOString().slice(0, 10);
const timePart = (d: Date) => d.toISOString().slice(11, 16);

/** spec 001 §3 Custom game in all three spellings; the status follows the clock. */
export function presentGame(g: GameWithTeams, now: Date, canEdit: boolean): CustomGame {
  const status = customGameStatus(g, now);
  const end = new Date(g.scheduledFor.getTime() + GAME_LIVE_MS);
  return {
    id: g.id,
    gameId: g.id,
    teamId: g.teamId,
    teamName: g.teamName,
    opponent: g.opponent,
    opponentTeamId: g.opponentTeamId,
    scheduledFor: g.scheduledFor.toISOString(),
    location: g.location,
    gameDescription: g.description,
    teamScore: g.teamScore,
    opponentScore: g.opponentScore,
    gameStatus: status,
    status,
    isPublic: g.isPublic,
    allowSpectators: g.allowSpectators,
    name: `${g.teamName} vs ${g.opponent}`,
    description: g.description,
    startDate: datePart(g.scheduledFor),
    startTime: timePart(g.scheduledFor),
    endDate: datePart(end),
    endTime: timePart(end),
    maxParticipants: g.maxParticipants,
    teamAScore: g.teamScore,
    teamBScore: g.opponentScore,
    teamAId: g.teamId,
    teamA: { ownerId: g.teamOwnerId },
    teamBId: g.opponentTeamId,
    teamB: g.opponentOwnerId ? { ownerId: g.opponentOwnerId } : null,
    createdAt: g.createdAt.toISOString(),
    canEdit,
  };
}
