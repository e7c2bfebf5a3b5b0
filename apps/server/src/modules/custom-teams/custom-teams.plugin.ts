import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import type { CustomTeamsDeps } from "./custom-teams.context.ts";
import { createCustomTeams, registerCustomTeams, type CustomTeams } from "./custom-teams.module.ts";
import { registerTeamRoomsSocket } from "./team-rooms.socket.ts";

export interface CustomTeamsPluginOptions extends Pick<
  Platform,
  "database" | "clock" | "io" | "bus" | "presence" | "clustered" | "afterRedisOutage"
> {
  /** Chat's side of whole rooms (message counts, removing a deleted team's messages). */
  chatRooms: CustomTeamsDeps["chatRooms"];
  /** The content filter's verdict on team, game and join-request texts before they are stored. */
  screenTexts: CustomTeamsDeps["screenTexts"];
  /** The same filter as a synchronous check, for messages the team's words rewrite. */
  textBlocker: CustomTeamsDeps["textBlocker"];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Custom teams and games; `rooms` answers chat for their rooms. */
    customTeams: CustomTeams;
  }
}

/** Custom teams (issue 11): routes, the team-room socket rules, decided join requests published. */
export const customTeamsPlugin = fp<CustomTeamsPluginOptions>(
  async (app, opts) => {
    const customTeams = createCustomTeams(opts.database.db, opts.clock, {
      chatRooms: opts.chatRooms,
      events: opts.bus,
      screenTexts: opts.screenTexts,
      textBlocker: opts.textBlocker,
    });
    app.decorate("customTeams", customTeams);
    await registerCustomTeams(app, customTeams);
    registerTeamRoomsSocket(
      opts.io,
      opts.presence,
      customTeams.rooms,
      opts.clustered,
      app.log,
      opts.afterRedisOutage,
    );
  },
  { name: "custom-teams" },
);
