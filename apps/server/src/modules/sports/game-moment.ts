import { LRUCache } from "lru-cache";
import { SPOILER_DELAY_MAX_SECONDS, type GameMoment } from "@huddle/contracts/chat";
import type { Game } from "@huddle/contracts/sports";
import type { Room } from "@huddle/contracts/rules/room";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { gameMoment } from "./game-events.ts";
import type { SportsRepository } from "./sports.repository.ts";

/**
 * Every message in a busy game room needs its game; scores change at most once per scores tick
 * (seconds), so a game read a moment ago is as good as a fresh one and saves a query per send.
 */
const GAME_CACHE_MS = 1_000;

const WINDOW_MS = SPOILER_DELAY_MAX_SECONDS * 1000;

/** Where the game of a game or sideline room stood `delaySeconds` ago; null for other rooms. */
export type MomentFor = (room: Room, delaySeconds?: number) => Promise<GameMoment | null>;

export interface GameMoments {
  momentFor: MomentFor;
  /** A game this node saw change (the scores engine's round), for the delayed stamps. */
  record(game: Game): void;
}

function momentOf(game: Game): GameMoment {
  const label =
    game.state === "pre" ? "Pregame" : game.state === "post" ? "Final" : gameMoment(game) || "Live";
  return {
    label,
    period: game.period,
    clock: game.clock,
    homeScore: game.homeTeam.score,
    awayScore: game.awayTeam.score,
    state: game.state,
  };
}

const sameMoment = (a: GameMoment, b: GameMoment) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The stamp a message posted in a game or sideline room carries (issue 4 §2). A fan with a
 * spoiler delay (issue 15 §4) gets the moment from that many seconds ago: the games table holds
 * only the current state, so each node keeps the last two minutes of every game it saw change
 * (from its own reads and, on the scores node, every scores round) and stamps the latest moment
 * at or before now − delay. When the node knows nothing that old, its oldest moment is the
 * closest it has (docs/decisions.md, Spoiler delay).
 */
export function createGameMoments(
  repo: Pick<SportsRepository, "game">,
  now: () => number = Date.now,
): GameMoments {
  const games = new TtlCache<string, { game: Game | undefined }>(GAME_CACHE_MS, 10_000, now);
  const timelines = new LRUCache<string, { at: number; moment: GameMoment }[]>({ max: 10_000 });

  function remember(gameId: string, moment: GameMoment) {
    const at = now();
    const timeline = timelines.get(gameId) ?? [];
    const last = timeline[timeline.length - 1];
    if (last && sameMoment(last.moment, moment)) return;
    timeline.push({ at, moment });
    // Keep one moment from before the window: it is what a fan at the longest delay watched.
    while (timeline.length > 1 && timeline[1]!.at <= at - WINDOW_MS) timeline.shift();
    timelines.set(gameId, timeline);
  }

  function watched(gameId: string, current: GameMoment, delaySeconds: number): GameMoment {
    const timeline = timelines.get(gameId);
    if (!delaySeconds || !timeline?.length) return current;
    const cutoff = now() - delaySeconds * 1000;
    const seen = timeline.filter((entry) => entry.at <= cutoff).pop() ?? timeline[0]!;
    return seen.moment;
  }

  return {
    async momentFor(room, delaySeconds = 0) {
      if (room.type !== "game" && room.type !== "sideline") return null;
      const { game } = await games.getOrLoad(room.gameId, async () => {
        const loaded = await repo.game(room.gameId);
        // Remembered as it is read, not on every cached hit, so a cached copy never follows a newer
        // moment the scores round recorded.
        if (loaded) remember(loaded.id, momentOf(loaded));
        return { game: loaded };
      });
      if (!game) return null;
      return watched(game.id, momentOf(game), delaySeconds);
    },
    record(game) {
      remember(game.id, momentOf(game));
    },
  };
}
