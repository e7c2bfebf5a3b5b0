import { customGameStatus, GAME_LIVE_MS, type CustomGame } from "@huddle/contracts/custom-games";
import type { GameWithTeams } from "./custom-games.repository.ts";

// Built from the UTC parts, not sliced from toISOString(): past the year 9999 that string gains
// a sign and two digits ("+010000-01-01T…"), and fixed slice offsets garbled it.
const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const datePart = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const timePart = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

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
