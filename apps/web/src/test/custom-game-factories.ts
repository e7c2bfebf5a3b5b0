import type { CustomGame } from "@huddle/contracts/custom-games";
import { TEAM_ID } from "./custom-team-factories";

export const GAME_ID = "5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f";
const OWNER_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

/** A custom game as GET /api/custom-games/{id} answers, seen by a member who may not edit it. */
export function buildCustomGame(overrides: Partial<CustomGame> = {}): CustomGame {
  const scheduledFor = overrides.scheduledFor ?? "2030-06-01T18:00:00.000Z";
  const teamName = overrides.teamName ?? "Eastside Ballers";
  const opponent = overrides.opponent ?? "Westside Dunkers";
  const status = overrides.status ?? "scheduled";
  const description = overrides.gameDescription ?? "Season opener";
  return {
    id: GAME_ID,
    gameId: GAME_ID,
    teamId: TEAM_ID,
    teamName,
    opponent,
    opponentTeamId: null,
    scheduledFor,
    location: "Zilker Park Court 2",
    gameDescription: description,
    teamScore: null,
    opponentScore: null,
    gameStatus: status,
    status,
    isPublic: true,
    allowSpectators: true,
    name: `${teamName} vs ${opponent}`,
    description,
    startDate: scheduledFor.slice(0, 10),
    startTime: scheduledFor.slice(11, 16),
    endDate: scheduledFor.slice(0, 10),
    endTime: scheduledFor.slice(11, 16),
    maxParticipants: 100,
    teamAScore: overrides.teamScore ?? null,
    teamBScore: overrides.opponentScore ?? null,
    teamAId: TEAM_ID,
    teamA: { ownerId: OWNER_ID },
    teamBId: null,
    teamB: null,
    createdAt: "2025-11-02T10:00:00.000Z",
    canEdit: false,
    ...overrides,
  };
}
