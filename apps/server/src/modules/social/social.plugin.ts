import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { createFollowingQueries } from "../following/following.queries.ts";
import { createSportsQueries } from "../sports/sports.queries.ts";
import type { UsersService } from "../users/users.service.ts";
import { createSocialRepository } from "./social.repository.ts";
import { registerSocialRoutes } from "./social.routes.ts";
import { createSocialService, type SocialService } from "./social.service.ts";

export interface SocialPluginOptions extends Pick<Platform, "database" | "io" | "clustered"> {
  users: UsersService;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Following and blocking people; chat hides blocked authors through it. */
    social: SocialService;
  }
}

export const socialPlugin = fp<SocialPluginOptions>(
  async (app, { database, users, io, clustered }) => {
    const social = createSocialService({
      repo: createSocialRepository(database.db),
      users,
      following: createFollowingQueries(database.db),
      sports: createSportsQueries(database.db),
      blocksChanged: (blockerId) => {
        if (clustered) io.serverSideEmit("blocks-changed", blockerId);
      },
    });
    io.on("blocks-changed", (blockerId) => social.forgetBlocks(blockerId));
    app.decorate("social", social);
    registerSocialRoutes(app, social);
  },
  { name: "social" },
);
