import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { createSportsQueries } from "../sports/sports.queries.ts";
import { createFollowingRepository } from "./following.repository.ts";
import { registerFollowingRoutes } from "./following.routes.ts";
import { createFollowingService, type FollowingService } from "./following.service.ts";

export type FollowingPluginOptions = Pick<Platform, "database">;

declare module "fastify" {
  interface FastifyInstance {
    /** Followed teams and leagues; profiles and the sports home read them. */
    following: FollowingService;
  }
}

export const followingPlugin = fp<FollowingPluginOptions>(
  async (app, { database }) => {
    const following = createFollowingService(
      createFollowingRepository(database.db),
      createSportsQueries(database.db),
    );
    app.decorate("following", following);
    registerFollowingRoutes(app, following);
  },
  { name: "following" },
);
