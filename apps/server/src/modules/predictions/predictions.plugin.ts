import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import type { RoomDirectory } from "../chat/room-directory.ts";
import type { SocialService } from "../social/social.service.ts";
import { createSportsQueries } from "../sports/sports.queries.ts";
import type { UsersService } from "../users/users.service.ts";
import { createPredictionsRepository } from "./predictions.repository.ts";
import { registerPredictionRoutes } from "./predictions.routes.ts";
import { createPredictionsService } from "./predictions.service.ts";

export interface PredictionsPluginOptions extends Pick<
  Platform,
  "database" | "clock" | "bus" | "rates"
> {
  users: Pick<UsersService, "findByUsername">;
  rooms: Pick<RoomDirectory, "open">;
  social: Pick<SocialService, "following" | "blockState">;
}

/**
 * Live predictions (issue 15 §2): picks, leaderboards and profile summaries over HTTP. It
 * subscribes to `sports.game-finals`, whichever provider reported them, to settle the picks, and
 * publishes each settled result as `predictions.game-settled` (the chat posts it in the game room).
 */
export const predictionsPlugin = fp<PredictionsPluginOptions>(
  async (app, opts) => {
    const { database, bus } = opts;
    const predictions = createPredictionsService({
      repo: createPredictionsRepository(database.db),
      sports: createSportsQueries(database.db),
      openRoom: (userId, slug) => opts.rooms.open(userId, slug, "read"),
      followingIds: async (userId) => (await opts.social.following(userId)).users.map((u) => u.id),
      userByUsername: (username) => opts.users.findByUsername(username),
      blockedBy: async (viewerId, ownerId) =>
        (await opts.social.blockState(viewerId, ownerId)).blockedBy,
      events: bus,
      rates: opts.rates,
      picks: app.budgets.picks,
      clock: opts.clock,
      log: app.log,
    });
    registerPredictionRoutes(app, predictions);
    bus.subscribe("sports.game-finals", ({ games }) => predictions.settleFinals(games));
  },
  { name: "predictions" },
);
