import type { FastifyBaseLogger } from "fastify";
import {
  LEADERBOARD_SIZE,
  POINTS_PER_CORRECT_PICK,
  PREDICTION_MESSAGES,
  TOTAL_LEAGUES,
  seasonOf,
  type GamePredictions,
  type Leaderboard,
  type LeaderboardQuery,
  type PickRequest,
  type PredictionSummary,
} from "@huddle/contracts/predictions";
import { roomSlug } from "@huddle/contracts/rules/room";
import type { Game } from "@huddle/contracts/sports";
import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import type { Clock } from "../../lib/clock.ts";
import type { WindowBudget } from "../../abuse/abuse-budgets.ts";
import { badRequest, conflict, notFound, tooManyRequests } from "../../lib/http-error.ts";
import type { RateStore } from "../../lib/rate/rate-store.ts";
import type { SportsQueries } from "../sports/sports.queries.ts";
import { isFinal } from "../sports/game-finals.ts";
import { totalOutcome, winnerOutcome } from "./outcomes.ts";
import { pickRefusal } from "./predictions.policy.ts";
import { presentGamePredictions, presentStanding } from "./predictions.presenter.ts";
import type { PredictionsRepository } from "./predictions.repository.ts";
import { settlementText } from "./settlement-text.ts";
import { AVERAGE_WINDOW_DAYS, totalLine } from "./total-line.ts";

const DAY_MS = 24 * 60 * 60_000;
/** How far back a round looks for finals it may have missed (see settleMissed). */
const MISSED_FINALS_WINDOW_MS = 3 * DAY_MS;
const MISSED_FINALS_LIMIT = 500;

/** Refusals that are about the game's moment (409), not a malformed pick (400). */
const CONFLICTS = new Set<string>([
  PREDICTION_MESSAGES.winnerLocked,
  PREDICTION_MESSAGES.totalLocked,
  PREDICTION_MESSAGES.settled,
]);

export interface PredictionsDeps {
  repo: PredictionsRepository;
  sports: Pick<SportsQueries, "game" | "games" | "averageFinalTotal">;
  /** Throws the room's 4xx when the fan may not read the game's room (chat's room directory). */
  openRoom: (userId: string, roomSlug: string) => Promise<unknown>;
  followingIds: (userId: string) => Promise<string[]>;
  userByUsername: (username: string) => Promise<{ id: string; username: string } | undefined>;
  /** Whether `ownerId` blocked `viewerId`: their summary is then hidden, as their activity is. */
  blockedBy: (viewerId: string, ownerId: string) => Promise<boolean>;
  /** Where a settled game's result is published (`predictions.game-settled`; chat posts it). */
  events: DomainEventPublisher;
  /** Each saved pick spends `picks` in the shared rate store (abuse/abuse-budgets.ts). */
  rates: RateStore;
  picks: WindowBudget;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Live predictions (issue 15 §2): league games only — custom games have no score feed to
 * settle them. The server owns every lock and every result.
 */
export function createPredictionsService(deps: PredictionsDeps) {
  const { repo } = deps;

  async function gameFor(userId: string, gameId: string): Promise<Game> {
    const game = await deps.sports.game(gameId);
    if (!game) throw notFound(PREDICTION_MESSAGES.gameNotFound);
    await deps.openRoom(userId, roomSlug({ type: "game", gameId }));
    return game;
  }

  /** The game's prediction row, made (and its line fixed) on first use. */
  async function predictionGame(game: Game) {
    const existing = await repo.game(game.id);
    if (existing) return existing;
    const sample = TOTAL_LEAGUES.includes(game.league)
      ? await deps.sports.averageFinalTotal(
          game.league,
          new Date(deps.clock.now().getTime() - AVERAGE_WINDOW_DAYS * DAY_MS),
        )
      : { average: null, games: 0 };
    const startTime = new Date(game.startTime);
    return repo.ensureGame({
      gameId: game.id,
      league: game.league,
      season: seasonOf(game.league, startTime),
      startTime,
      totalLine: totalLine(game.league, sample),
    });
  }

  async function view(userId: string, game: Game): Promise<GamePredictions> {
    const row = await predictionGame(game);
    const [mine, tallies] = await Promise.all([
      repo.picksOf(game.id, userId),
      repo.tallies(game.id),
    ]);
    return presentGamePredictions(game, row, mine, tallies, deps.clock.now());
  }

  /** Settles one final game once; announces the result when anyone picked. */
  async function settle(game: Game): Promise<void> {
    const row = await repo.game(game.id);
    if (!row || row.settledAt) return;
    const winner = winnerOutcome(game);
    const total = row.totalLine === null ? null : totalOutcome(game, row.totalLine);
    const tallies = await repo.settle(
      {
        gameId: game.id,
        homeScore: game.homeTeam.score ?? 0,
        awayScore: game.awayTeam.score ?? 0,
        winner,
        total,
        at: deps.clock.now(),
      },
      POINTS_PER_CORRECT_PICK,
    );
    if (!tallies) return;
    const text = settlementText(game, { winner, total, line: row.totalLine }, tallies);
    if (!text) return;
    const room = roomSlug({ type: "game", gameId: game.id });
    await deps.events.publish("predictions.game-settled", {
      gameId: game.id,
      roomSlug: room,
      text,
    });
  }

  /**
   * Finals a round stored without settling (a failed settlement, a node that stopped between
   * storing and publishing): unsettled games of the last three days whose stored game is final.
   */
  async function settleMissed(): Promise<void> {
    const now = deps.clock.now().getTime();
    const ids = await repo.unsettledBetween(
      new Date(now - MISSED_FINALS_WINDOW_MS),
      new Date(now),
      MISSED_FINALS_LIMIT,
    );
    if (!ids.length) return;
    const games = await deps.sports.games({ ids, state: "post" });
    for (const game of games.filter(isFinal)) await settle(game);
  }

  return {
    async forGame(userId: string, gameId: string): Promise<GamePredictions> {
      return view(userId, await gameFor(userId, gameId));
    },

    async pick(userId: string, gameId: string, pick: PickRequest): Promise<GamePredictions> {
      const { max, windowMs } = deps.picks;
      const hit = await deps.rates.hit(`picks:${userId}`, max, windowMs);
      if (!hit.allowed) {
        throw tooManyRequests(PREDICTION_MESSAGES.tooManyPicks, hit.retryAfterMs / 1000);
      }
      const game = await gameFor(userId, gameId);
      const row = await predictionGame(game);
      const refusal = pickRefusal(pick, game, {
        now: deps.clock.now(),
        settled: row.settledAt !== null,
      });
      if (refusal) throw CONFLICTS.has(refusal) ? conflict(refusal) : badRequest(refusal);
      const saved = await repo.savePick({ gameId, userId, ...pick }, deps.clock.now());
      if (!saved) throw conflict(PREDICTION_MESSAGES.settled);
      return view(userId, game);
    },

    /** Subscribed to `sports.game-finals` (predictions.plugin.ts); replays change nothing. */
    async settleFinals(games: Game[]): Promise<void> {
      for (const game of games) {
        try {
          await settle(game);
        } catch (error) {
          deps.log.error({ err: error, gameId: game.id }, "settling predictions failed");
        }
      }
      await settleMissed();
    },

    async leaderboard(userId: string, query: LeaderboardQuery): Promise<Leaderboard> {
      const season = query.season ?? seasonOf(query.league, deps.clock.now());
      const userIds =
        query.scope === "following" ? [userId, ...(await deps.followingIds(userId))] : undefined;
      const rows = await repo.standings({
        league: query.league,
        season,
        userIds,
        limit: LEADERBOARD_SIZE,
      });
      return {
        league: query.league,
        season,
        scope: query.scope,
        entries: rows.map((row) => presentStanding(row, userId)),
      };
    },

    /**
     * A fan's prediction record for their profile. Hidden, like the profile's activity, from a
     * viewer they blocked: the same 404 as an unknown name, so the API says no more than the page.
     */
    async summary(viewerId: string, username: string): Promise<PredictionSummary> {
      const user = await deps.userByUsername(username);
      if (!user || (user.id !== viewerId && (await deps.blockedBy(viewerId, user.id)))) {
        throw notFound(PREDICTION_MESSAGES.userNotFound);
      }
      return { username: user.username, ...(await repo.summary(user.id)) };
    },
  };
}

export type PredictionsService = ReturnType<typeof createPredictionsService>;
