import type { GameStatus } from "@huddle/contracts/sports";

/** The simulator's picture of one game at one moment, before it is shaped into a Game. */

export type Side = "home" | "away";

export interface SimPlay {
  /** Simulated milliseconds since the start at which it happened. */
  atMs: number;
  side: Side;
  points: number;
  /** 'TOUCHDOWN', 'GOAL', 'RUN SCORES', 'WALK-OFF' … */
  label: string;
  home: number;
  away: number;
  /** 'Q2 3:12', 'P3 18:27', "67'", 'Bot 5th' */
  moment: string;
  period: number;
}

export interface SimPeriodEnd {
  atMs: number;
  period: number;
  /** 'End of Q1', 'Halftime', 'End of 2nd Period' */
  text: string;
  home: number;
  away: number;
}

export interface SimSnapshot {
  phase: "pre" | "live" | "break" | "final";
  status: GameStatus;
  detail: string;
  period: number | null;
  clock: string | null;
  home: number;
  away: number;
  plays: SimPlay[];
  periodEnds: SimPeriodEnd[];
}

/** One scoring play drawn for a slot; `offset` in [0, 1) places it inside the slot. */
export interface DrawnPlay {
  side: Side;
  points: number;
  label: string;
  offset: number;
}
