import type { FastifyBaseLogger } from "fastify";
import { roomSlug, type RoomAddress } from "@huddle/contracts/rules/room";
import type { Game } from "@huddle/contracts/sports";
import type { PreviousRound } from "../../jobs/job-runner.ts";
import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import type { GameEvent } from "./game-events.ts";
import { isFinal } from "./game-finals.ts";
import type { ScoresProvider } from "./scores-provider.ts";
import type { SportsRepository } from "./sports.repository.ts";
import { closeOutGame, staleLiveGames } from "./stale-games.ts";

const DAY_MS = 24 * 60 * 60_000;
/** Stored games a node resumes from: every game a provider may still be tracking. */
const RESUME_FROM_MS = 3 * DAY_MS;
const RESUME_TO_MS = 4 * DAY_MS;
const RESUME_LIMIT = 5_000;

export interface ScoresEngine {
  /**
   * One round: refresh, store and push what changed. `previous` is where the last round ran (the
   * job runner knows; by default this engine's own last round, or none).
   */
  tick(previous?: PreviousRound): Promise<{ changed: number; events: number; closed: number }>;
  /** E2E test hook: the next round plays `gameId` to its final (ScoresProvider.playOut). */
  playOut(gameId: string): boolean;
  /** E2E test hook: a scheduled game starts now (ScoresProvider.kickOff). */
  kickOff(gameId: string): boolean;
  /** E2E test hook: a game with a close finish reaches it soon (ScoresProvider.closeFinish). */
  closeFinish(gameId: string): boolean;
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
 * Drives the scores provider, one round at a time on whichever node the job runner gives the
 * round to (src/jobs/scheduled-jobs.ts): refresh, store what changed, then publish each changed
 * game (`sports.game-updated`, which the sports plugin pushes as `score-update`), each game
 * event (`sports.game-event`, which the chat posts as system messages) and the round's finals
 * (`sports.game-finals`, which predictions settle on), waiting for their subscribers before the
 * round ends. A node whose memory is behind (the last round ran elsewhere) resumes from the
 * stored games, so every event is posted once, whichever node sees it.
 */
export function createScoresEngine(deps: {
  provider: ScoresProvider;
  repo: SportsRepository;
  events: DomainEventPublisher;
  log: FastifyBaseLogger;
}): ScoresEngine {
  let ranBefore = false;
  let conferences: Promise<Map<string, string>> | null = null;

  /** Team id → conference id, read once (reference data only changes with a deploy). */
  function conferenceMap(): Promise<Map<string, string>> {
    conferences ??= deps.repo
      .teams()
      .then((teams) => new Map(teams.map((t) => [t.id, t.conferenceId])));
    return conferences;
  }

  /** Brings the provider's memory up to the last round (see PreviousRound). */
  async function catchUp(previous: PreviousRound, now: number) {
    if (previous === "here") return;
    // After a gap, start fresh: the games as they stand, without replaying what was missed.
    const stored =
      previous === "elsewhere"
        ? await deps.repo.games({
            from: new Date(now - RESUME_FROM_MS),
            to: new Date(now + RESUME_TO_MS),
            limit: RESUME_LIMIT,
          })
        : [];
    deps.provider.resume(stored);
  }

  async function tick(previous: PreviousRound = ranBefore ? "here" : "none") {
    await catchUp(previous, deps.provider.now());
    ranBefore = true;
    const update = await deps.provider.refresh();
    const now = deps.provider.now();
    await deps.repo.upsertGames(update.changed, new Date(now));
    const closed = await closeStaleGames(now);
    const conferenceOf = await conferenceMap();
    for (const game of [...update.changed, ...closed]) {
      const roomSlugs = roomsOfGame(game, (id) => conferenceOf.get(id));
      await deps.events.publish("sports.game-updated", { game, roomSlugs });
    }
    for (const event of update.events) await announce(event);
    // After the final's own announcement, so a settled result is posted below it.
    const finals = [...update.changed, ...closed].filter(isFinal);
    if (finals.length) await deps.events.publish("sports.game-finals", { games: finals });
    return {
      changed: update.changed.length,
      events: update.events.length,
      closed: closed.length,
    };
  }

  /** Finals for stored live games the provider has stopped tracking (see stale-games.ts). */
  async function closeStaleGames(now: number): Promise<Game[]> {
    const tracked = deps.provider.games();
    const untracked = await deps.repo.liveGamesOutside(tracked.map((g) => g.id));
    const stale = staleLiveGames(untracked, tracked, now);
    const closed = stale.map(closeOutGame);
    await deps.repo.upsertGames(closed, new Date(now));
    if (closed.length) deps.log.info({ games: closed.map((g) => g.id) }, "closed stale live games");
    return closed;
  }

  async function announce(event: GameEvent) {
    const game = await deps.repo.game(event.gameId);
    if (!game) return;
    const roomSlugs = gameRooms(game).map(roomSlug);
    await deps.events.publish("sports.game-event", {
      gameId: game.id,
      text: event.text,
      roomSlugs,
    });
  }

  return {
    tick,
    playOut: (gameId) => deps.provider.playOut?.(gameId) ?? false,
    kickOff: (gameId) => deps.provider.kickOff?.(gameId) ?? false,
    closeFinish: (gameId) => deps.provider.closeFinish?.(gameId) ?? false,
  };
}
