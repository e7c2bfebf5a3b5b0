import { UNLIMITED, teamLimitsFor } from "@huddle/contracts/rules/team-limits";

export interface ViewerLimits {
  maxTeams: number;
  currentTeams: number;
  maxMembers: number;
}

/** spec 001 §8: when the limits call fails, the tier's table values stand in (0 teams so far). */
export function fallbackLimits(tier: string | null | undefined): ViewerLimits {
  return { ...teamLimitsFor(tier), currentTeams: 0 };
}

export type CreateAbility = "can-create" | "not-in-plan" | "limit-reached";

export function createAbility({ maxTeams, currentTeams }: ViewerLimits): CreateAbility {
  if (maxTeams === 0) return "not-in-plan";
  if (maxTeams !== UNLIMITED && currentTeams >= maxTeams) return "limit-reached";
  return "can-create";
}

export const limitLabel = (value: number) => (value === UNLIMITED ? "Unlimited" : String(value));
