import type { GameState, GameStatus } from "@huddle/contracts/sports";

/**
 * ESPN status names → the canonical GameStatus (contracts/sports.ts). Known names map directly;
 * soccer's and other variants fold into the nearest canonical one; an unknown name falls back on
 * ESPN's `state` (pre → scheduled, in → in progress, post → final).
 */
const BY_NAME: Record<string, GameStatus> = {
  STATUS_SCHEDULED: "STATUS_SCHEDULED",
  STATUS_TBD: "STATUS_SCHEDULED",
  STATUS_IN_PROGRESS: "STATUS_IN_PROGRESS",
  STATUS_FIRST_HALF: "STATUS_IN_PROGRESS",
  STATUS_SECOND_HALF: "STATUS_IN_PROGRESS",
  STATUS_OVERTIME: "STATUS_IN_PROGRESS",
  STATUS_EXTRA_TIME: "STATUS_IN_PROGRESS",
  STATUS_SHOOTOUT: "STATUS_IN_PROGRESS",
  STATUS_HALFTIME: "STATUS_HALFTIME",
  STATUS_HALFTIME_ET: "STATUS_HALFTIME",
  STATUS_END_PERIOD: "STATUS_END_PERIOD",
  STATUS_END_OF_REGULATION: "STATUS_END_PERIOD",
  STATUS_END_OF_EXTRATIME: "STATUS_END_PERIOD",
  STATUS_FINAL: "STATUS_FINAL",
  STATUS_FULL_TIME: "STATUS_FINAL",
  STATUS_FINAL_AET: "STATUS_FINAL",
  STATUS_FINAL_PEN: "STATUS_FINAL",
  STATUS_FINAL_OT: "STATUS_FINAL",
  STATUS_FORFEIT: "STATUS_FINAL",
  STATUS_POSTPONED: "STATUS_POSTPONED",
  STATUS_DELAYED: "STATUS_DELAYED",
  STATUS_RAIN_DELAY: "STATUS_RAIN_DELAY",
  STATUS_SUSPENDED: "STATUS_SUSPENDED",
  STATUS_CANCELED: "STATUS_CANCELED",
  STATUS_CANCELLED: "STATUS_CANCELED",
  STATUS_ABANDONED: "STATUS_CANCELED",
};

const STATE_OF: Record<GameStatus, GameState> = {
  STATUS_SCHEDULED: "pre",
  STATUS_IN_PROGRESS: "in",
  STATUS_HALFTIME: "in",
  STATUS_END_PERIOD: "in",
  STATUS_FINAL: "post",
  STATUS_POSTPONED: "post",
  STATUS_DELAYED: "pre",
  STATUS_RAIN_DELAY: "in",
  STATUS_SUSPENDED: "post",
  STATUS_CANCELED: "post",
};

export interface MappedStatus {
  status: GameStatus;
  state: GameState;
}

export function mapEspnStatus(name: string | undefined, state: string | undefined): MappedStatus {
  const espnState = state === "pre" || state === "in" || state === "post" ? state : undefined;
  const known = name ? BY_NAME[name.toUpperCase()] : undefined;
  if (known) return { status: known, state: espnState ?? STATE_OF[known] };
  if (espnState === "in") return { status: "STATUS_IN_PROGRESS", state: "in" };
  if (espnState === "post") return { status: "STATUS_FINAL", state: "post" };
  return { status: "STATUS_SCHEDULED", state: "pre" };
}
