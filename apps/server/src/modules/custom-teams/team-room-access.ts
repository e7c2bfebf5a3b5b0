import { TEAM_ROOM_MESSAGES } from "@huddle/contracts/custom-team-rooms";
import type { CustomTeamMemberRow } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { standingOf } from "./custom-teams.presenter.ts";
import { canPostInTeamRoom, canReadTeamRoom } from "./custom-teams.policy.ts";

export type RoomAction = "read" | "post";

/** Why a fan may not read or post in a team's room; null when they may. */
export type RoomRefusal =
  | { kind: "blocked" }
  | { kind: "requestToJoin" }
  | { kind: "awaitingApproval" }
  | { kind: "joinToPost" }
  | { kind: "muted"; until: Date | null }
  | null;

/**
 * One team's answer (issue 11, docs/decisions.md): a public team's room is read by any fan,
 * a private team's by its members; only members in good standing post; a block shuts both.
 */
export function teamRoomRefusal(
  team: { isPublic: boolean },
  row: CustomTeamMemberRow | undefined,
  userId: string,
  action: RoomAction,
  now: Date,
): RoomRefusal {
  const standing = standingOf(userId, row, now);
  if (standing.status === "blocked") return { kind: "blocked" };
  if (!canReadTeamRoom(standing, team)) return { kind: "requestToJoin" };
  if (action === "read" || canPostInTeamRoom(standing)) return null;
  if (standing.status === "muted") return { kind: "muted", until: row?.mutedUntil ?? null };
  return { kind: "joinToPost" };
}

/**
 * A room under several teams (a game between two custom teams) answers for each: a block by either team shuts it; otherwise
 * either team letting the fan in is enough, and the home team's refusal is the one shown.
 */
export function roomRefusal(perTeam: RoomRefusal[]): RoomRefusal {
  if (perTeam.some((r) => r?.kind === "blocked")) return { kind: "blocked" };
  if (perTeam.some((r) => r === null)) return null;
  return perTeam[0] ?? { kind: "requestToJoin" };
}

/** The 403 a refusal answers with; a mute says until when (null: permanent). */
export function refusalError(refusal: NonNullable<RoomRefusal>): HttpError {
  if (refusal.kind === "muted") {
    return new HttpError(403, TEAM_ROOM_MESSAGES.muted, undefined, undefined, {
      mutedUntil: refusal.until?.toISOString() ?? null,
    });
  }
  return new HttpError(403, TEAM_ROOM_MESSAGES[refusal.kind]);
}
