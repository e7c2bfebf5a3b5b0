import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { basketballMinute, footballDrive, goalMinute, type SlotScoring } from "./scoring-models.ts";

/**
 * Structure and pacing of the clock sports (README, simulator model). Real durations are what a
 * broadcast takes: a 15-minute NFL quarter lasts about 42 real minutes (running clock with
 * stoppages), so the game clock advances at a steady pace inside each period.
 */
export interface TimedRules {
  periods: number;
  periodSeconds: number;
  slotsPerPeriod: number;
  periodRealMs: number;
  breakRealMs: number;
  halftimeAfter: number | null;
  halftimeRealMs: number;
  clock: "countdown" | "soccer";
  scoring: SlotScoring;
  overtime: OvertimeRules;
  /** Moment prefix ('Q2', 'H1', 'P3') and ordinal name ('2nd', '1st Half', '3rd Period'). */
  prefix(period: number): string;
  periodName(period: number): string;
}

export type OvertimeRules =
  | { kind: "none" }
  | {
      kind: "timed";
      periodSeconds: number;
      slotsPerPeriod: number;
      realMs: number;
      breakRealMs: number;
      suddenDeath: boolean;
      maxPeriods: number;
      /** After the last OT: 'tie' stands (NFL), 'shootout' (NHL) or the home side wins (safety net). */
      thenUnresolved: "tie" | "shootout" | "home-wins";
      scoring: SlotScoring;
    }
  | { kind: "rounds"; realMs: number; breakRealMs: number; maxRounds: number };

const MINUTE = 60_000;

export function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

function otName(regulation: number) {
  return (period: number) => (period - regulation === 1 ? "OT" : `${period - regulation}OT`);
}

function quarters(regulation = 4) {
  const ot = otName(regulation);
  return {
    prefix: (p: number) => (p > regulation ? ot(p) : `Q${p}`),
    periodName: (p: number) => (p > regulation ? ot(p) : ordinal(p)),
  };
}

const NFL: TimedRules = {
  periods: 4,
  periodSeconds: 900,
  slotsPerPeriod: 6,
  periodRealMs: 42 * MINUTE,
  breakRealMs: 2 * MINUTE,
  halftimeAfter: 2,
  halftimeRealMs: 13 * MINUTE,
  clock: "countdown",
  scoring: footballDrive(0.21, 0.17),
  overtime: {
    kind: "timed",
    periodSeconds: 600,
    slotsPerPeriod: 4,
    realMs: 28 * MINUTE,
    breakRealMs: 3 * MINUTE,
    suddenDeath: true,
    maxPeriods: 1,
    thenUnresolved: "tie",
    scoring: footballDrive(0.25, 0.2),
  },
  ...quarters(),
};

const NCAAFB: TimedRules = {
  ...NFL,
  slotsPerPeriod: 7,
  periodRealMs: 46 * MINUTE,
  halftimeRealMs: 20 * MINUTE,
  scoring: footballDrive(0.23, 0.15),
  overtime: { kind: "rounds", realMs: 10 * MINUTE, breakRealMs: 2 * MINUTE, maxRounds: 8 },
};

const NBA: TimedRules = {
  periods: 4,
  periodSeconds: 720,
  slotsPerPeriod: 12,
  periodRealMs: 29 * MINUTE,
  breakRealMs: 2.5 * MINUTE,
  halftimeAfter: 2,
  halftimeRealMs: 15 * MINUTE,
  clock: "countdown",
  scoring: basketballMinute(() => 2, 0.12, 0.34),
  overtime: {
    kind: "timed",
    periodSeconds: 300,
    slotsPerPeriod: 5,
    realMs: 12 * MINUTE,
    breakRealMs: 2 * MINUTE,
    suddenDeath: false,
    maxPeriods: 6,
    thenUnresolved: "home-wins",
    scoring: basketballMinute(() => 2, 0.12, 0.34),
  },
  ...quarters(),
};

const MBB_SCORING = basketballMinute((rng) => (rng.chance(0.75) ? 2 : 1), 0.11, 0.32);

const NCAAMBB: TimedRules = {
  ...NBA,
  periods: 2,
  periodSeconds: 1200,
  slotsPerPeriod: 20,
  periodRealMs: 52 * MINUTE,
  halftimeAfter: 1,
  scoring: MBB_SCORING,
  overtime: {
    ...(NBA.overtime as Extract<OvertimeRules, { kind: "timed" }>),
    realMs: 13 * MINUTE,
    scoring: MBB_SCORING,
  },
  prefix: (p) => (p > 2 ? otName(2)(p) : `H${p}`),
  periodName: (p) => (p > 2 ? otName(2)(p) : `${ordinal(p)} Half`),
};

const NHL: TimedRules = {
  periods: 3,
  periodSeconds: 1200,
  slotsPerPeriod: 20,
  periodRealMs: 37 * MINUTE,
  breakRealMs: 18 * MINUTE,
  halftimeAfter: null,
  halftimeRealMs: 0,
  clock: "countdown",
  scoring: goalMinute(0.051),
  overtime: {
    kind: "timed",
    periodSeconds: 300,
    slotsPerPeriod: 5,
    realMs: 10 * MINUTE,
    breakRealMs: 2 * MINUTE,
    suddenDeath: true,
    maxPeriods: 1,
    thenUnresolved: "shootout",
    scoring: goalMinute(0.1, "OVERTIME GOAL"),
  },
  prefix: (p) => (p > 3 ? "OT" : `P${p}`),
  periodName: (p) => (p > 3 ? "OT" : `${ordinal(p)} Period`),
};

const MLS: TimedRules = {
  periods: 2,
  periodSeconds: 2700,
  slotsPerPeriod: 45,
  periodRealMs: 45 * MINUTE,
  breakRealMs: 0,
  halftimeAfter: 1,
  halftimeRealMs: 15 * MINUTE,
  clock: "soccer",
  scoring: goalMinute(0.0165),
  overtime: { kind: "none" },
  prefix: (p) => `${ordinal(p)} Half`,
  periodName: (p) => `${ordinal(p)} Half`,
};

export const TIMED_RULES: Partial<Record<LeagueId, TimedRules>> = {
  nfl: NFL,
  ncaafb: NCAAFB,
  nba: NBA,
  ncaambb: NCAAMBB,
  nhl: NHL,
  mls: MLS,
};
