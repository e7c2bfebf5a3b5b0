import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Game } from "@huddle/contracts/sports";
import type { Database, Db } from "../../db/client.ts";
import type { HuddleServer } from "../../realtime/socket-server.ts";
import type { GameEvent } from "./game-events.ts";
import type { ScoresProvider } from "./scores-provider.ts";
import { createSportsRepository, type SportsRepository } from "./sports.repository.ts";

/** Any constant shared by every node: the advisory lock that makes one node the scorer. */
const SCORER_LOCK = 740_031;

export interface ScoresEngine {
  /** One round: refresh, store and push what changed (only on the node holding the lock). */
  tick(): Promise<{ leader: boolean; changed: number; events: number }>;
  start(): void;
  stop(): Promise<void>;
}

/** The rooms that care about a game: its own, both sidelines, both teams, its league, home. */
export function roomsOfGame(game: Game): string[] {
  return [
    `game-${game.id}`,
    `sideline-${game.id}-${game.homeTeam.teamId}`,
    `sideline-${game.id}-${game.awayTeam.teamId}`,
    `team-${game.homeTeam.teamId}`,
    `team-${game.awayTeam.teamId}`,
    `league-${game.league}`,
    "home",
  ];
}

/**
 * Drives the scores provider. Every tick, the node that wins a transaction-scoped advisory lock
 * refreshes the provider, stores the changed games in the same transaction and, after commit,
 * pushes `score-update` and posts the game's events as system messages; the Redis adapter carries
 * both to every node's sockets. The simulator is deterministic, so whichever node holds the lock
 * computes the same games.
 */
export function createScoresEngine(deps: {
  provider: ScoresProvider;
  repo: SportsRepository;
  database: Database;
  io: HuddleServer;
  announce: (roomSlug: string, text: string) => Promise<void>;
  log: FastifyBaseLogger;
  intervalMs: number;
}): ScoresEngine {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function tick() {
    const outcome = await deps.database.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${SCORER_LOCK}) as locked`,
      );
      const locked =
        (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
      if (!locked) return null;
      const update = await deps.provider.refresh();
      // Through the transaction: PGlite has one connection, and the lock's holder is this tx.
      await createSportsRepository(tx as unknown as Db).upsertGames(update.changed);
      return update;
    });
    if (!outcome) return { leader: false, changed: 0, events: 0 };
    for (const game of outcome.changed) deps.io.to(roomsOfGame(game)).emit("score-update", game);
    for (const event of outcome.events) await announce(event);
    return { leader: true, changed: outcome.changed.length, events: outcome.events.length };
  }

  async function announce(event: GameEvent) {
    const game = await deps.repo.game(event.gameId);
    if (!game) return;
    const rooms = [
      `game-${game.id}`,
      `sideline-${game.id}-${game.homeTeam.teamId}`,
      `sideline-${game.id}-${game.awayTeam.teamId}`,
    ];
    for (const room of rooms) await deps.announce(room, event.text);
  }

  return {
    tick,
    start() {
      const run = () => {
        running ??= tick()
          .catch((err: unknown) => deps.log.error({ err }, "scores tick failed"))
          .finally(() => {
            running = null;
          });
      };
      run();
      timer = setInterval(run, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
