import { shareCodeFor } from "@huddle/contracts/custom-teams";
import { roomUrl } from "@huddle/contracts/rules/room";

/** spec 001 §2: origin + /teams/join/join{teamId}. */
export function shareUrlFor(teamId: string, origin: string = window.location.origin): string {
  return `${origin}/teams/join/${shareCodeFor(teamId)}`;
}

/** The team's chat room (spec 001 §2: opened in a new tab). */
export const teamRoomPath = (teamId: string) =>
  roomUrl({ type: "custom-team", customTeamId: teamId });
