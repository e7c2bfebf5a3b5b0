import type { SimRng } from "./sim-rng.ts";
import type { DrawnPlay, Side } from "./sim-types.ts";

/**
 * Per-slot scoring draws. A slot is a fixed slice of game clock (a football drive, a minute of
 * basketball/hockey/soccer); each draw uses only its own slot's generator.
 */

export type SlotScoring = (rng: SimRng, slotIndex: number) => DrawnPlay[];

/**
 * Football: slots alternate possession (away receives on even slots); a drive ends in a
 * touchdown (7, sometimes 6 or 8), a field goal, rarely a safety for the defence, or nothing.
 */
export function footballDrive(touchdown: number, fieldGoal: number): SlotScoring {
  return (rng, slotIndex) => {
    const offense: Side = slotIndex % 2 === 0 ? "away" : "home";
    const defense: Side = offense === "home" ? "away" : "home";
    const roll = rng.next();
    const offset = 0.3 + rng.next() * 0.7;
    if (roll < touchdown) {
      const extra = rng.next();
      const points = extra < 0.03 ? 6 : extra < 0.06 ? 8 : 7;
      return [{ side: offense, points, label: "TOUCHDOWN", offset }];
    }
    if (roll < touchdown + fieldGoal)
      return [{ side: offense, points: 3, label: "FIELD GOAL", offset }];
    if (roll < touchdown + fieldGoal + 0.004)
      return [{ side: defense, points: 2, label: "SAFETY", offset }];
    return [];
  };
}

/** Basketball: each side has `possessions` trips a minute; each is a 3, a 2, free throws or nothing. */
export function basketballMinute(
  possessions: (rng: SimRng) => number,
  three: number,
  two: number,
): SlotScoring {
  return (rng) =>
    (["away", "home"] as const).flatMap((side) => {
      let points = 0;
      for (let trip = possessions(rng); trip > 0; trip -= 1) {
        const roll = rng.next();
        if (roll < three) points += 3;
        else if (roll < three + two) points += 2;
        else if (roll < three + two + 0.05)
          points += 2; // two free throws
        else if (roll < three + two + 0.08) points += 1;
      }
      return points > 0 ? [{ side, points, label: "SCORE", offset: rng.next() }] : [];
    });
}

/** Hockey and soccer: each side scores in a minute with probability `perMinute`. */
export function goalMinute(perMinute: number, label = "GOAL"): SlotScoring {
  return (rng) => {
    const order: Side[] = rng.chance(0.5) ? ["away", "home"] : ["home", "away"];
    return order.flatMap((side) =>
      rng.chance(perMinute) ? [{ side, points: 1, label, offset: rng.next() }] : [],
    );
  };
}

/** Runs in one half-inning: mostly none; the ghost runner makes extra innings livelier. */
export function halfInningRuns(rng: SimRng, extraInnings: boolean): number {
  const table = extraInnings ? [0.55, 0.8, 0.92, 0.97, 1] : [0.715, 0.86, 0.93, 0.97, 0.99, 1];
  const roll = rng.next();
  return table.findIndex((cumulative) => roll < cumulative);
}
