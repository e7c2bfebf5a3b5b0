import type { Game } from "@huddle/contracts/sports";
import { withTeams, hasCountdownClock, playsQuarters } from "../game-shape.ts";
import {
  announcesScores,
  event,
  finalText,
  leadChangeText,
  leaderOf,
  startText,
  type GameEvent,
  type Leader,
} from "../game-events.ts";
import { simulateBaseballGame } from "./baseball-engine.ts";
import { scheduledDetail } from "./eastern-time.ts";
import type { SimRng } from "./sim-rng.ts";
import type { SimPlay, SimSnapshot } from "./sim-types.ts";
import { simulateTimedGame } from "./timed-engine.ts";
import { TIMED_RULES } from "./timed-rules.ts";

/** Game time longer than any game, extra innings and overtimes included: final by then. */
export const LONGER_THAN_ANY_GAME_MS = 24 * 60 * 60_000;

export interface AdvanceOptions {
  /** Demo speed-up: 10 plays a game ten times faster than real time (default 1). */
  speed?: number;
}

export interface SimGameEvent extends GameEvent {
  /** When it happened (ISO), which may be before `now` when the game was advanced late. */
  at: string;
}

export interface AdvanceResult {
  game: Game;
  events: SimGameEvent[];
}

/**
 * Moves a simulated game to `now`. The state is replayed from the start with the game's own
 * generator (`rng.fork(game.id)`), so it depends only on the seed, the start time and `now` —
 * never on how often this was called; the events are what happened since the given `game`.
 */
export function advanceGame(
  game: Game,
  now: Date | number,
  rng: SimRng,
  options: AdvanceOptions = {},
): AdvanceResult {
  const speed = options.speed ?? 1;
  const startMs = Date.parse(game.startTime);
  const snap = simulate(game, rng, (new Date(now).getTime() - startMs) * speed);
  const next = applySnapshot(game, snap);
  const at = (simMs: number) => new Date(startMs + simMs / speed).toISOString();
  return { game: next, events: eventsSince(game, next, snap, at) };
}

export function simulate(game: Game, rng: SimRng, elapsedMs: number): SimSnapshot {
  const gameRng = rng.fork(game.id);
  const rules = TIMED_RULES[game.league];
  return rules
    ? simulateTimedGame(rules, gameRng, elapsedMs)
    : simulateBaseballGame(gameRng, elapsedMs);
}

function applySnapshot(game: Game, snap: SimSnapshot): Game {
  const started = snap.phase !== "pre";
  const live = snap.phase === "live" || snap.phase === "break";
  const withScores = withTeams(
    game,
    { ...game.homeTeam, score: started ? snap.home : null },
    { ...game.awayTeam, score: started ? snap.away : null },
  );
  return {
    ...withScores,
    status: snap.status,
    state: !started ? "pre" : live ? "in" : "post",
    statusDetail: started ? snap.detail : scheduledDetail(game.startTime),
    period: snap.period,
    quarter: playsQuarters(game.league) ? snap.period : null,
    clock: live ? snap.clock : null,
    timeRemaining: live && hasCountdownClock(game.league) ? snap.clock : null,
  };
}

/** Periods the earlier look at the game had already seen end. */
function completedPeriods(game: Game): number {
  if (game.state === "pre") return 0;
  if (game.state === "post") return Number.POSITIVE_INFINITY;
  const inBreak = game.status === "STATUS_END_PERIOD" || game.status === "STATUS_HALFTIME";
  return (game.period ?? 1) - (inBreak ? 0 : 1);
}

/**
 * The plays after the first `seenTotal` points worth a chat message with their text: every score,
 * or in basketball only the lead changes and ties (the lead is followed from the opening tip).
 */
function scoreMessages(
  game: Game,
  plays: SimPlay[],
  seenTotal: number,
): { play: SimPlay; text: string }[] {
  const home = game.homeTeam.abbreviation;
  const away = game.awayTeam.abbreviation;
  const messages: { play: SimPlay; text: string }[] = [];
  let lastLeader: Leader = null;
  for (const play of plays) {
    const isNew = play.home + play.away > seenTotal;
    if (announcesScores(game.league)) {
      const line =
        play.side === "home"
          ? `${home} ${play.home}, ${away} ${play.away}`
          : `${away} ${play.away}, ${home} ${play.home}`;
      if (isNew) messages.push({ play, text: `${play.label} — ${line} · ${play.moment}` });
      continue;
    }
    const score = { home: play.home, away: play.away };
    const text = leadChangeText(game, lastLeader, score, play.moment);
    if (isNew && text) messages.push({ play, text });
    lastLeader = leaderOf(play.home, play.away) ?? lastLeader;
  }
  return messages;
}

function eventsSince(
  before: Game,
  after: Game,
  snap: SimSnapshot,
  at: (simMs: number) => string,
): SimGameEvent[] {
  if (before.state === "post") return [];
  const timed: Array<{ atMs: number; build: () => GameEvent }> = [];
  const seenTotal = (before.homeTeam.score ?? 0) + (before.awayTeam.score ?? 0);
  const home = after.homeTeam.abbreviation;
  const away = after.awayTeam.abbreviation;
  /** An event stamped with the score and period of the moment it happened. */
  const addTimed = (
    kind: "score" | "period",
    text: string,
    moment: { atMs: number; home: number; away: number; period: number },
  ) =>
    timed.push({
      atMs: moment.atMs,
      build: () => ({
        ...event(kind, after, text),
        homeScore: moment.home,
        awayScore: moment.away,
        period: moment.period,
        clock: null,
      }),
    });
  for (const { play, text } of scoreMessages(after, snap.plays, seenTotal)) {
    addTimed("score", text, play);
  }
  for (const end of snap.periodEnds.filter((e) => e.period > completedPeriods(before))) {
    addTimed("period", `${end.text} — ${away} ${end.away}, ${home} ${end.home}`, end);
  }
  const events: SimGameEvent[] = [];
  if (before.state === "pre" && after.state !== "pre")
    events.push({ ...event("start", after, startText(after)), at: at(0) });
  timed.sort((a, b) => a.atMs - b.atMs);
  events.push(...timed.map((t) => ({ ...t.build(), at: at(t.atMs) })));
  if (after.state === "post") {
    const lastAt = Math.max(
      0,
      ...snap.plays.map((p) => p.atMs),
      ...snap.periodEnds.map((e) => e.atMs),
    );
    events.push({ ...event("final", after, finalText(after)), at: at(lastAt) });
  }
  return events;
}
