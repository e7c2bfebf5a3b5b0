import type { SimRng } from "./sim-rng.ts";
import type { DrawnPlay, Side, SimSnapshot } from "./sim-types.ts";
import type { SlotScoring } from "./scoring-models.ts";
import type { TimedRules } from "./timed-rules.ts";

/**
 * Replays a clock sport from the opening whistle to `elapsedMs` simulated milliseconds. Every
 * scoring chance draws from its own slot generator, so the state at any moment is the same no
 * matter how many times (or how rarely) the game was advanced before.
 */

interface Walk {
  rules: TimedRules;
  rng: SimRng;
  elapsed: number;
  /** Simulated ms at which the current segment started. */
  t: number;
  home: number;
  away: number;
  plays: SimSnapshot["plays"];
  periodEnds: SimSnapshot["periodEnds"];
}

interface PeriodPlan {
  period: number;
  seconds: number;
  slots: number;
  realMs: number;
  scoring: SlotScoring;
  suddenDeath: boolean;
}

type Outcome = SimSnapshot | "decided" | "played";

export function simulateTimedGame(rules: TimedRules, rng: SimRng, elapsedMs: number): SimSnapshot {
  const w: Walk = {
    rules,
    rng,
    elapsed: elapsedMs,
    t: 0,
    home: 0,
    away: 0,
    plays: [],
    periodEnds: [],
  };
  if (elapsedMs < 0) return snapshot(w, "pre", "STATUS_SCHEDULED", "", null, null);
  for (let period = 1; period <= rules.periods; period += 1) {
    if (period > 1) {
      const pause = intermission(w, period - 1);
      if (pause) return pause;
    }
    const outcome = playPeriod(w, regulationPlan(w, period));
    if (outcome !== "played" && outcome !== "decided") return outcome;
  }
  if (w.home !== w.away || rules.overtime.kind === "none") return final(w, rules.periods, "");
  return rules.overtime.kind === "timed" ? timedOvertime(w) : overtimeRounds(w);
}

function regulationPlan(w: Walk, period: number): PeriodPlan {
  const { rules } = w;
  const stoppage =
    rules.clock === "soccer"
      ? w.rng.fork(`stoppage:${period}`).int(period === 1 ? 1 : 3, period === 1 ? 4 : 7)
      : 0;
  const seconds = rules.periodSeconds + stoppage * 60;
  return {
    period,
    seconds,
    slots: rules.slotsPerPeriod + stoppage,
    realMs: rules.clock === "soccer" ? seconds * 1000 : rules.periodRealMs,
    scoring: rules.scoring,
    suddenDeath: false,
  };
}

function playPeriod(w: Walk, plan: PeriodPlan): Outcome {
  const start = w.t;
  const clockAt = (at: number) =>
    clockText(w.rules, plan, Math.floor(((at - start) / plan.realMs) * plan.seconds));
  for (let slot = 0; slot < plan.slots; slot += 1) {
    const drawn = plan.scoring(
      w.rng.fork(`${plan.period}:${slot}`),
      (plan.period - 1) * plan.slots + slot,
    );
    for (const play of [...drawn].sort((a, b) => a.offset - b.offset)) {
      const at = start + ((slot + play.offset) / plan.slots) * plan.realMs;
      if (w.elapsed < at) return live(w, plan.period, clockAt(w.elapsed));
      score(
        w,
        { side: play.side, points: play.points, label: play.label },
        at,
        moment(w.rules, plan.period, clockAt(at)),
        plan.period,
      );
      if (plan.suddenDeath && w.home !== w.away) {
        w.t = at;
        return "decided";
      }
    }
  }
  if (w.elapsed < start + plan.realMs) return live(w, plan.period, clockAt(w.elapsed));
  w.t = start + plan.realMs;
  return "played";
}

/** The break after `period`; null once it is over. Records the end of the period. */
function intermission(w: Walk, period: number): SimSnapshot | null {
  const { rules } = w;
  const isHalftime = rules.halftimeAfter === period;
  const length = isHalftime
    ? rules.halftimeRealMs
    : period >= rules.periods && rules.overtime.kind !== "none"
      ? rules.overtime.breakRealMs
      : rules.breakRealMs;
  const text = isHalftime ? "Halftime" : `End of ${rules.periodName(period)}`;
  w.periodEnds.push({ atMs: w.t, period, text, home: w.home, away: w.away });
  if (w.elapsed < w.t + length) {
    const detail = isHalftime && rules.clock === "soccer" ? "HT" : text;
    const clock = rules.clock === "countdown" ? "0:00" : null;
    return snapshot(
      w,
      "break",
      isHalftime ? "STATUS_HALFTIME" : "STATUS_END_PERIOD",
      detail,
      period,
      clock,
    );
  }
  w.t += length;
  return null;
}

function timedOvertime(w: Walk): SimSnapshot {
  const ot = w.rules.overtime;
  if (ot.kind !== "timed") throw new Error("timedOvertime needs timed overtime rules");
  let period = w.rules.periods;
  for (let n = 1; n <= ot.maxPeriods && w.home === w.away; n += 1) {
    const pause = intermission(w, period);
    if (pause) return pause;
    period += 1;
    const plan = {
      period,
      seconds: ot.periodSeconds,
      slots: ot.slotsPerPeriod,
      realMs: ot.realMs,
      scoring: ot.scoring,
      suddenDeath: ot.suddenDeath,
    };
    const outcome = playPeriod(w, plan);
    if (outcome !== "played" && outcome !== "decided") return outcome;
  }
  if (w.home !== w.away) return final(w, period, `/${w.rules.prefix(period)}`);
  if (ot.thenUnresolved === "tie") return final(w, period, `/${w.rules.prefix(period)}`);
  if (ot.thenUnresolved === "home-wins") {
    score(w, { side: "home", points: 1, label: "FREE THROW" }, w.t, w.rules.prefix(period), period);
    return final(w, period, `/${w.rules.prefix(period)}`);
  }
  return shootout(w, period);
}

const SHOOTOUT_MS = 8 * 60_000;

function shootout(w: Walk, lastPeriod: number): SimSnapshot {
  const period = lastPeriod + 1;
  const start = w.t + 2 * 60_000;
  if (w.elapsed < start + SHOOTOUT_MS)
    return snapshot(w, "live", "STATUS_IN_PROGRESS", "Shootout", period, null);
  const winner: Side = w.rng.fork("shootout").chance(0.5) ? "home" : "away";
  score(
    w,
    { side: winner, points: 1, label: "SHOOTOUT WINNER" },
    start + SHOOTOUT_MS,
    "SO",
    period,
  );
  return final(w, period, "/SO");
}

/** College football: each side gets a possession per round; from the 3rd round, 2-point tries. */
function overtimeRounds(w: Walk): SimSnapshot {
  const ot = w.rules.overtime;
  if (ot.kind !== "rounds") throw new Error("overtimeRounds needs round rules");
  let period = w.rules.periods;
  for (let round = 1; w.home === w.away; round += 1) {
    const pause = intermission(w, period);
    if (pause) return pause;
    period += 1;
    const label = w.rules.prefix(period);
    const roundRng = w.rng.fork(`ot:${round}`);
    for (const [side, offset] of [
      ["away", 0.45],
      ["home", 0.9],
    ] as const) {
      const at = w.t + offset * ot.realMs;
      if (w.elapsed < at) return snapshot(w, "live", "STATUS_IN_PROGRESS", label, period, null);
      const points = roundPoints(roundRng.next(), round, side, ot.maxRounds);
      const kind = points === 2 ? "2-PT CONVERSION" : points === 3 ? "FIELD GOAL" : "TOUCHDOWN";
      if (points > 0) score(w, { side, points, label: kind }, at, label, period);
    }
    if (w.elapsed < w.t + ot.realMs)
      return snapshot(w, "live", "STATUS_IN_PROGRESS", label, period, null);
    w.t += ot.realMs;
  }
  return final(w, period, `/${w.rules.prefix(period)}`);
}

/** The last allowed round always ends: the away try fails and the home try succeeds. */
function roundPoints(roll: number, round: number, side: Side, maxRounds: number): number {
  if (round >= maxRounds) return side === "home" ? 2 : 0;
  if (round >= 3) return roll < 0.45 ? 2 : 0;
  return roll < 0.45 ? 7 : roll < 0.7 ? 3 : 0;
}

function score(
  w: Walk,
  play: Omit<DrawnPlay, "offset">,
  atMs: number,
  momentText: string,
  period: number,
) {
  w[play.side] += play.points;
  w.plays.push({ ...play, atMs, home: w.home, away: w.away, moment: momentText, period });
}

function live(w: Walk, period: number, clock: string): SimSnapshot {
  const name = w.rules.periodName(period).replace(/ (Quarter|Period)$/, "");
  const detail = w.rules.clock === "soccer" ? clock : `${clock} - ${name}`;
  return snapshot(w, "live", "STATUS_IN_PROGRESS", detail, period, clock);
}

function final(w: Walk, period: number, suffix: string): SimSnapshot {
  const detail = w.rules.clock === "soccer" ? "FT" : `Final${suffix}`;
  return snapshot(w, "final", "STATUS_FINAL", detail, period, null);
}

function snapshot(
  w: Walk,
  phase: SimSnapshot["phase"],
  status: SimSnapshot["status"],
  detail: string,
  period: number | null,
  clock: string | null,
): SimSnapshot {
  return {
    phase,
    status,
    detail,
    period,
    clock,
    home: w.home,
    away: w.away,
    plays: w.plays,
    periodEnds: w.periodEnds,
  };
}

function moment(rules: TimedRules, period: number, clock: string): string {
  return rules.clock === "soccer" ? clock : `${rules.prefix(period)} ${clock}`;
}

/** '3:12' counting down, or soccer's "67'" / "45'+2'" counting up. */
function clockText(rules: TimedRules, plan: PeriodPlan, gameSeconds: number): string {
  const elapsed = Math.min(Math.max(gameSeconds, 0), plan.seconds);
  if (rules.clock === "countdown") {
    const left = plan.seconds - elapsed;
    return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  }
  const base = (plan.period - 1) * (rules.periodSeconds / 60);
  if (elapsed < rules.periodSeconds) return `${base + Math.floor(elapsed / 60) + 1}'`;
  return `${base + rules.periodSeconds / 60}'+${Math.floor((elapsed - rules.periodSeconds) / 60) + 1}'`;
}
