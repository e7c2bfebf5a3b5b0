import type { Game } from "@huddle/contracts/sports";
import { LEAGUE_IDS, type LeagueId } from "@huddle/contracts/sports-leagues";
import { diffGameEvents } from "../game-events.ts";
import type { ScoresLogger, ScoresProvider, ScoresUpdate } from "../scores-provider.ts";
import { espnScoreboardUrl } from "./espn-urls.ts";
import { mapScoreboard } from "./map-scoreboard.ts";

/** The slice of `fetch` the provider needs, so tests can pass a fake. */
export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface EspnProviderOptions {
  fetch: FetchLike;
  now: () => number;
  logger: ScoresLogger;
  leagues?: readonly LeagueId[];
  /** Poll interval of a league with a live game (default 30 s) and without one (default 5 min). */
  liveIntervalMs?: number;
  idleIntervalMs?: number;
  /** First retry after a failure; doubles per consecutive failure up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  requestTimeoutMs?: number;
}

interface LeagueState {
  games: Game[];
  nextPollAt: number;
  failures: number;
  lastSuccessAt: number | null;
}

/**
 * Polls ESPN's scoreboard of each league when it is due. A failure (network error, non-2xx, a
 * body that is not a scoreboard) keeps the last good games and retries with exponential backoff.
 */
export function createEspnProvider(options: EspnProviderOptions): ScoresProvider & {
  health(): Record<string, Omit<LeagueState, "games">>;
} {
  const leagues = options.leagues ?? LEAGUE_IDS;
  const state = new Map<LeagueId, LeagueState>(
    leagues.map((l) => [l, { games: [], nextPollAt: 0, failures: 0, lastSuccessAt: null }]),
  );
  const liveInterval = options.liveIntervalMs ?? 30_000;
  const idleInterval = options.idleIntervalMs ?? 300_000;
  const baseBackoff = options.baseBackoffMs ?? 5_000;
  const maxBackoff = options.maxBackoffMs ?? 300_000;

  async function poll(league: LeagueId, current: LeagueState): Promise<ScoresUpdate> {
    try {
      const games = await fetchBoard(league);
      const previous = new Map(current.games.map((g) => [g.id, g]));
      const changed = games.filter((g) => JSON.stringify(previous.get(g.id)) !== JSON.stringify(g));
      const events = changed.flatMap((g) => diffGameEvents(previous.get(g.id), g));
      const hasLive = games.some((g) => g.state === "in");
      Object.assign(current, {
        games,
        failures: 0,
        lastSuccessAt: options.now(),
        nextPollAt: options.now() + (hasLive ? liveInterval : idleInterval),
      });
      return { changed, events };
    } catch (error) {
      current.failures += 1;
      const retryInMs = Math.min(baseBackoff * 2 ** (current.failures - 1), maxBackoff);
      current.nextPollAt = options.now() + retryInMs;
      options.logger.warn(
        { league, failures: current.failures, retryInMs, err: String(error) },
        "ESPN scoreboard poll failed; keeping the last good data",
      );
      return { changed: [], events: [] };
    }
  }

  async function fetchBoard(league: LeagueId): Promise<Game[]> {
    const response = await options.fetch(espnScoreboardUrl(league), {
      signal: AbortSignal.timeout(options.requestTimeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.json();
    if (
      !body ||
      typeof body !== "object" ||
      !Array.isArray((body as { events?: unknown }).events)
    ) {
      throw new Error("not a scoreboard");
    }
    return mapScoreboard(body, league);
  }

  return {
    name: "espn",
    now: options.now,
    resume(stored) {
      for (const [id, league] of state) {
        const games = stored.filter((g) => g.league === id);
        Object.assign(league, { games, nextPollAt: 0, failures: 0 });
      }
    },
    async refresh() {
      const due = [...state].filter(([, s]) => s.nextPollAt <= options.now());
      const updates = await Promise.all(due.map(([league, s]) => poll(league, s)));
      return {
        changed: updates.flatMap((u) => u.changed),
        events: updates.flatMap((u) => u.events),
      };
    },
    games(league) {
      if (league) return state.get(league)?.games ?? [];
      return [...state.values()].flatMap((s) => s.games);
    },
    health() {
      return Object.fromEntries(
        [...state].map(([league, { games: _games, ...rest }]) => [league, { ...rest }]),
      );
    },
  };
}
