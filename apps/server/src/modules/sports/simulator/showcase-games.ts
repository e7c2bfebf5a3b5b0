import type { Game, Team } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { easternDate } from "../game-shape.ts";
import { addDays, easternToUtc } from "./eastern-time.ts";
import { createRotation } from "./showcase-rotation.ts";
import type { Matchup } from "./schedule-slates.ts";
import type { SimRng } from "./sim-rng.ts";

/**
 * Showcase games: live games at any hour, so every league has something on. A slot comes every
 * half game length on a fixed clock grid and is used only when no regular game of the league is
 * on, with teams that have no regular game that day, rotated so that a pairing repeats only once
 * every pairing has been played (showcase-rotation.ts).
 *
 * No team plays two games at once: a team counts as busy for the longest a game can last after
 * any of its starts, regular or showcase. Each day is planned from its first slot on, so a slot
 * gets the same teams whenever it is asked for (across restarts too) without replaying earlier
 * days; a team idle on both days around a midnight plays near it on one side only
 * (midnightRule; docs/decisions.md, "Showcase games").
 */
export interface ShowcaseContext {
  rng: SimRng;
  league: LeagueId;
  teams: Team[];
  /** The league's regular games on an Eastern day. */
  regularOn: (date: string) => Game[];
  /** Real milliseconds a game typically lasts, and at most lasts, at the simulation's speed. */
  typicalMs: number;
  longestMs: number;
}

export interface ShowcaseSlot {
  /** Position on the clock grid (start = index × interval): the game's identity. */
  index: number;
  startMs: number;
  matchup: Matchup;
}

/** The showcase games that started in the last two typical game lengths up to `now`. */
export function recentShowcaseSlots(context: ShowcaseContext, now: number): ShowcaseSlot[] {
  const interval = slotInterval(context.typicalMs);
  const first = Math.floor((now - 2 * context.typicalMs) / interval) + 1;
  const last = Math.floor(now / interval);
  const dates = new Set([easternDate(first * interval), easternDate(last * interval)]);
  return [...dates]
    .flatMap((date) => planDay(context, date, interval, last))
    .filter((slot) => slot.index >= first);
}

function slotInterval(typicalMs: number): number {
  return Math.max(60_000, Math.round(typicalMs / 2 / 60_000) * 60_000);
}

/** The day's showcase games from its first slot up to slot `last` (later ones cannot matter). */
function planDay(
  context: ShowcaseContext,
  date: string,
  interval: number,
  last: number,
): ShowcaseSlot[] {
  const { longestMs } = context;
  const regular = [-1, 0, 1].flatMap((offset) => context.regularOn(addDays(date, offset)));
  const regularStarts = startsByTeam(regular);
  const leagueStarts = [...regularStarts.values()].flat();
  const busyUntil = new Map<string, number>();
  const isFreeAt = (team: Team, at: number) =>
    (busyUntil.get(team.id) ?? at) <= at &&
    !(regularStarts.get(team.id) ?? []).some((start) => Math.abs(start - at) < longestMs);
  const mayPlayAt = midnightRule(context, date);
  const pool = context.rng
    .fork(`${context.league}:showcase-day:${date}`)
    .shuffle(idle(context, date));
  const rotation = createRotation(pool);
  const slots: ShowcaseSlot[] = [];
  const first = Math.ceil(easternToUtc(date, "00:00") / interval);
  const end = Math.min(last, Math.ceil(easternToUtc(addDays(date, 1), "00:00") / interval) - 1);
  for (let index = first; index <= end; index += 1) {
    const at = index * interval;
    if (leagueStarts.some((start) => start <= at && at < start + context.typicalMs)) continue;
    const pairing = rotation.next(
      (team) => mayPlayAt(team, at),
      (team) => isFreeAt(team, at),
    );
    if (!pairing) continue;
    busyUntil.set(pairing.home.id, at + longestMs);
    busyUntil.set(pairing.away.id, at + longestMs);
    slots.push({ index, startMs: at, matchup: { ...pairing, time: "" } });
  }
  return slots;
}

function startsByTeam(games: Game[]): Map<string, number[]> {
  const starts = new Map<string, number[]>();
  for (const game of games) {
    for (const teamId of [game.homeTeam.teamId, game.awayTeam.teamId]) {
      starts.set(teamId, [...(starts.get(teamId) ?? []), Date.parse(game.startTime)]);
    }
  }
  return starts;
}

function idle(context: ShowcaseContext, date: string): Team[] {
  const playing = new Set(
    context.regularOn(date).flatMap((g) => [g.homeTeam.teamId, g.awayTeam.teamId]),
  );
  return context.teams.filter((t) => !playing.has(t.id));
}

/**
 * Teams idle on the days both sides of a midnight could otherwise play a late showcase game
 * running past it and an early one after it at the same time. Within the longest game length of
 * a midnight, a seeded half of them may play only before it, the rest only after it.
 */
function midnightRule(context: ShowcaseContext, date: string): (team: Team, at: number) => boolean {
  const dayStart = easternToUtc(date, "00:00");
  const nextDayStart = easternToUtc(addDays(date, 1), "00:00");
  const eveningBefore = midnightSides(context, date).evening;
  const morningAfter = midnightSides(context, addDays(date, 1)).morning;
  return (team, at) =>
    !(at < dayStart + context.longestMs && eveningBefore.has(team.id)) &&
    !(at + context.longestMs > nextDayStart && morningAfter.has(team.id));
}

/** The two sides of the midnight that starts `date` for the teams idle on both days. */
function midnightSides(
  context: ShowcaseContext,
  date: string,
): { evening: Set<string>; morning: Set<string> } {
  const before = new Set(idle(context, addDays(date, -1)).map((t) => t.id));
  const both = idle(context, date).filter((t) => before.has(t.id));
  const order = context.rng.fork(`${context.league}:showcase-midnight:${date}`).shuffle(both);
  const half = Math.ceil(order.length / 2);
  return {
    evening: new Set(order.slice(0, half).map((t) => t.id)),
    morning: new Set(order.slice(half).map((t) => t.id)),
  };
}
