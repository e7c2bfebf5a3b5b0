import { updateCustomTeamSchema, type CustomTeam } from "@huddle/contracts/custom-teams";
import { HttpError, errorBody } from "@/lib/http/http-error";

/** What the Team Settings tab edits (spec 001 §7 update payload, plus sport and approval). */
export interface TeamSettingsDraft {
  name: string;
  description: string;
  location: string;
  sport: string;
  /** '' for "not given". */
  ageRange: string;
  skillLevel: string;
  isPublic: boolean;
  requiresApproval: boolean;
  allowJoinRequests: boolean;
}

export function draftFromTeam(team: CustomTeam): TeamSettingsDraft {
  return {
    name: team.name,
    description: team.description,
    location: team.location,
    sport: team.sport,
    ageRange: team.ageRange ?? "",
    skillLevel: team.skillLevel ?? "",
    isPublic: team.isPublic,
    requiresApproval: team.requiresApproval,
    allowJoinRequests: team.allowJoinRequests,
  };
}

/** The fields that differ from what was loaded; empty when nothing changed. */
export function changedFields(
  loaded: TeamSettingsDraft,
  draft: TeamSettingsDraft,
): Partial<TeamSettingsDraft> {
  const changes: Partial<Record<keyof TeamSettingsDraft, unknown>> = {};
  for (const key of Object.keys(draft) as (keyof TeamSettingsDraft)[]) {
    if (draft[key] !== loaded[key]) changes[key] = draft[key];
  }
  return changes as Partial<TeamSettingsDraft>;
}

/** The request body: a cleared age range or skill level is sent as null ("not given"). */
export function updateBody(changes: Partial<TeamSettingsDraft>) {
  const body: Record<string, unknown> = { ...changes };
  for (const key of ["ageRange", "skillLevel"] as const) {
    if (body[key] === "") body[key] = null;
  }
  return body;
}

/**
 * spec 001 §5 Edit team: the contracts' messages, joined with commas; null when valid. Only
 * the changed fields are checked, as only they are sent.
 */
export function settingsError(changes: Partial<TeamSettingsDraft>): string | null {
  const result = updateCustomTeamSchema.safeParse(updateBody(changes));
  if (result.success) return null;
  return [...new Set(result.error.issues.map((issue) => issue.message))].join(", ");
}

/** spec 001 §8 Edit team: the server's sentence, with its details when it sends them. */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return "Failed to save changes. Please try again.";
  const body = errorBody(error.data);
  if (body.details?.length) return body.details.join(", ");
  return body.error ?? body.message ?? "Failed to save changes. Please try again.";
}
