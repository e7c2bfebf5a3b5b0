import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { createChatQueries } from "../chat/chat.queries.ts";
import type { ProfileServiceDeps } from "./profile.service.ts";
import { registerProfileRoutes } from "./profile.routes.ts";
import { createProfileService } from "./profile.service.ts";

export interface ProfilePluginOptions
  extends Pick<Platform, "database">, Omit<ProfileServiceDeps, "chat"> {}

/** Profiles compose users, social, following, chat activity and notification preferences. */
export const profilePlugin = fp<ProfilePluginOptions>(
  async (app, { database, ...deps }) => {
    registerProfileRoutes(
      app,
      createProfileService({ ...deps, chat: createChatQueries(database) }),
    );
  },
  { name: "profile" },
);
