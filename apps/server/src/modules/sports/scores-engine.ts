import type { FastifyBaseLogger } from "fastify";
import { roomSlug, type RoomAddress } from "@huddle/contracts/rules/room";
import type { Game } from "@huddle/contracts/sports";
import type { Database } from "../../db/client.ts";
import type { HuddleServer } from "../../realtime/socket-server.ts";
import type { GameEvent } from "./game-events.ts";
import type { ScoresProvider } from "./scores-provider.ts";
import type { SportsRepository } from "./sports.repository.ts";
import { closeOutGame, staleLiveGames } from "./stale-games.ts";

/** Any constant shared by every node: the advisory lock that makes one node the scorer. */
const SCORER_LOCK = 740_031;

export interface ScoresEngine {
  /** One round: refresh, store and push what changed (only on the node holding the lock). */
  tick(): Promise<{ leader: boolean; changed: number; events: number; closed: number }>;
  start(): void;
  stop(): Promise<void>;
}

/** A game's own room and its two sideline rooms: where its events are announced. */
function gameRooms(game: Game): RoomAddress[] {
  const sideline = (teamId: string): RoomAddress => ({ type: "sideline", gameId: game.id, teamId });
  return [
    { type: "game", gameId: game.id },
    sideline(game.homeTeam.teamId),
    sideline(game.awayTeam.teamId),
  ];
}

/**
 * The rooms that care about a game: its own, both sidelines, both teams, both teams' conferences
 * (once when they share one), its league and home. `conferenceOf` maps a team id to its
 * conference id.
 */
export function roomsOfGame(
  game: Game,
  conferenceOf: (teamId: string) => string | undefined = () => undefined,
): string[] {
  const teams = [game.homeTeam.teamId, game.awayTeam.teamId];
  const conferences = teams
    .map(conferenceOf)
    .filter((id): id is string => Boolean(id))
    .map((conference) => roomSlug({ type: "conference", league: game.league, conference }));
  return [
    ...gameRooms(game).map(roomSlug),
    ...teams.map((teamId) => roomSlug({ type: "team", teamId })),
    ...new Set(conferences),
    roomSlug({ type: "league", league: game.league }),
    roomSlug({ type: "home" }),
  ];
}

/**
 * Drives the scores provider on the one node that holds the scorer lock: refresh, store what
 * changed, then push `score-update` and post the games' events as system messages; the Redis
 * adapter carries both to every node's sockets. Other nodes only serve reads. The simulator is
 * deterministic, so a node that takes over computes the same games.
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

  const lock = deps.database.leaderLock(SCORER_LOCK);
  let wasLeader = false;
  let conferences: Promise<Map<string, string>> | null = null;

  /** Team id → conference id, read once (reference data only changes with a deploy). */
  function conferenceMap(): Promise<Map<string, string>> {
    conferences ??= deps.repo
      .teams()
      .then((teams) => new Map(teams.map((t) => [t.id, t.conferenceId])));
    return conferences;
  }

  async function tick() {
    if (!(await lock.isLeader())) {
      wasLeader = false;
      return { leader: false, changed: 0, events: 0, closed: 0 };
    }
    // A node taking over starts from scratch, so it never replays events another node posted.
    if (!wasLeader) deps.provider.reset();
    wasLeader = true;
    const update = await deps.provider.refresh();
    const now = deps.provider.now();
    await deps.repo.upsertGames(update.changed, new Date(now));
    const closed = await closeStaleGames(now);
    const conferenceOf = await conferenceMap();
    for (const game of [...update.changed, ...closed]) {
      deps.io.to(roomsOfGame(game, (id) => conferenceOf.get(id))).emit("score-update", game);
    }
    for (const event of update.events) await announce(event);
    return {
      leader: true,
      changed: update.changed.length,
      events: update.events.length,
      closed: closed.length,
    };
  }

  /** Finals for stored live games the provider has stopped tracking (see stale-games.ts). */
  async function closeStaleGames(now: number): Promise<Game[]> {
    const stale = staleLiveGames(await deps.repo.liveGames(), deps.provider.games(), now);
    const closed = stale.map(closeOutGame);
    await deps.repo.upsertGames(closed, new Date(now));
    if (closed.length) deps.log.info({ games: closed.map((g) => g.id) }, "closed stale live games");
    return closed;
  }

  async function announce(event: GameEvent) {
    const game = await deps.repo.game(event.gameId);
    if (!game) return;
    for (const room of gameRooms(game)) await deps.announce(roomSlug(room), event.text);
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
      await lock.release();
    },
  };
}
