/**
 * spec 001 §9 Fallback team limits by tier (maxTeams / maxMembers). Tiers outside the table —
 * including spec 000's `basic` and a missing tier — are treated as free, which cannot create.
 */
export const UNLIMITED = -1;

export interface TeamLimits {
  maxTeams: number;
  /** People on one team, owner included; UNLIMITED (-1) means no cap. */
  maxMembers: number;
}

export const TEAM_LIMITS_BY_TIER = {
  free: { maxTeams: 0, maxMembers: 0 },
  adfree: { maxTeams: 0, maxMembers: 0 },
  pro: { maxTeams: 10, maxMembers: 50 },
  team_owner: { maxTeams: 1, maxMembers: 10 },
  league_owner: { maxTeams: 5, maxMembers: 50 },
  super_fan: { maxTeams: 50, maxMembers: 200 },
  mvp: { maxTeams: 100, maxMembers: 500 },
  champion: { maxTeams: 200, maxMembers: 1000 },
  super_vip: { maxTeams: 20, maxMembers: UNLIMITED },
} as const satisfies Record<string, TeamLimits>;

export function teamLimitsFor(tier: string | null | undefined): TeamLimits {
  const limits = tier ? (TEAM_LIMITS_BY_TIER as Record<string, TeamLimits>)[tier] : undefined;
  return limits ?? TEAM_LIMITS_BY_TIER.free;
}

/** True when one more fits under `max` (UNLIMITED always fits). */
export function hasRoomFor(current: number, max: number): boolean {
  return max === UNLIMITED || current < max;
}
