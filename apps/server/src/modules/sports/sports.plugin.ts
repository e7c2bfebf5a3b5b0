import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { createCustomRoomNavigation } from "../custom-teams/custom-room-navigation.ts";
import type { CustomTeams } from "../custom-teams/custom-teams.module.ts";
import type { FollowingService } from "../following/following.service.ts";
import { createGameMoments, type MomentFor } from "./game-moment.ts";
import { createRoomNames, type RoomNames } from "./room-names.ts";
import { createScoresEngine, type ScoresEngine } from "./scores-engine.ts";
import { createScoresProvider } from "./scores-provider-factory.ts";
import { registerSportsTestHooks, type SimulatorTestHook } from "./sports-test-hooks.routes.ts";
import { createSportsRepository } from "./sports.repository.ts";
import { registerSportsRoutes } from "./sports.routes.ts";
import { createSportsService } from "./sports.service.ts";

export interface SportsPluginOptions extends Pick<
  Platform,
  "config" | "database" | "clock" | "io" | "bus" | "clustered"
> {
  following: FollowingService;
  /** Custom-team and custom-game rooms get their names in the navigation (issue 11). */
  customTeams: Pick<CustomTeams, "rooms" | "repositories">;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Live scores; the job runner calls tick(), and so do tests. */
    scores: ScoresEngine;
    /** Where the game of a game or sideline room stands, now or `delaySeconds` ago; null for other rooms. */
    gameMoments: MomentFor;
    /** Rooms named for pushes and the mentions list ("Chiefs @ Bills", not ids). */
    roomNames: RoomNames;
  }
}

/**
 * Sports: reference data and games over HTTP, and the scores engine, which publishes changed
 * games, game events and finals; this plugin turns a changed game into `score-update` for its
 * rooms. With E2E_TEST_HOOKS on it also registers the simulator's test hooks (play-out, kick-off,
 * close-finish).
 */
export const sportsPlugin = fp<SportsPluginOptions>(
  async (app, opts) => {
    const { config, database, clock, io, bus } = opts;
    const repo = createSportsRepository(database.db);
    const customRooms = createCustomRoomNavigation({
      teams: opts.customTeams.repositories.teams,
      games: opts.customTeams.repositories.games,
      rooms: opts.customTeams.rooms,
    });
    registerSportsRoutes(
      app,
      createSportsService({ repo, following: opts.following, clock, customRooms }),
    );
    app.decorate(
      "roomNames",
      createRoomNames({ repo, customRooms, now: () => clock.now().getTime() }),
    );
    const moments = createGameMoments(repo, () => clock.now().getTime());
    app.decorate("gameMoments", moments.momentFor);
    app.decorate(
      "scores",
      createScoresEngine({
        provider: createScoresProvider(config, clock, app.log),
        repo,
        events: bus,
        log: app.log,
      }),
    );
    bus.subscribe("sports.game-updated", ({ game, roomSlugs }) => {
      io.to(roomSlugs).emit("score-update", game);
      moments.record(game);
    });
    // E2E journeys only: never registered unless the config turns the hooks on.
    if (config.E2E_TEST_HOOKS) {
      const applyHere = (hook: SimulatorTestHook, gameId: string) => {
        switch (hook) {
          case "play-out":
            return app.scores.playOut(gameId);
          case "kick-off":
            return app.scores.kickOff(gameId);
          case "close-finish":
            return app.scores.closeFinish(gameId);
        }
      };
      // Every node runs its own simulator and any of them may take the next scores round, so a
      // hook applied on one node is applied on all.
      if (opts.clustered) io.on("simulator-test-hook", applyHere);
      registerSportsTestHooks(app, (hook, gameId) => {
        const applied = applyHere(hook, gameId);
        if (applied && opts.clustered) io.serverSideEmit("simulator-test-hook", hook, gameId);
        return applied;
      });
    }
  },
  { name: "sports" },
);
