import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { createChatQueries } from "../chat/chat.queries.ts";
import type { RoomDirectory } from "../chat/room-directory.ts";
import type { SocialService } from "../social/social.service.ts";
import type { UsersService } from "../users/users.service.ts";
import { createReactionBroadcasts, reactionWindowMs } from "./reaction-broadcasts.ts";
import { createReactionsRepository } from "./reactions.repository.ts";
import { registerReactionRoutes } from "./reactions.routes.ts";
import { createReactionsService } from "./reactions.service.ts";
import { registerReactionsSocket } from "./reactions.socket.ts";

export interface ReactionsPluginOptions extends Pick<
  Platform,
  "database" | "io" | "bus" | "rates"
> {
  /** Accounts as of a moment ago (users/user-lookups.ts). */
  users: Pick<UsersService, "findById">;
  rooms: Pick<RoomDirectory, "open">;
  social: Pick<SocialService, "blockState">;
}

/**
 * Reactions (issue 15 §1): toggles over HTTP and the `toggle-reaction` socket event. A committed
 * toggle is published as `reactions.reaction-updated`, which this plugin sends to the message's
 * room in a `reactions-updated` batch (reaction-broadcasts.ts; the chat, registered before, has
 * dropped its cached pages by then).
 */
export const reactionsPlugin = fp<ReactionsPluginOptions>(
  async (app, opts) => {
    const { database, io, bus } = opts;
    const reactions = createReactionsService({
      repo: createReactionsRepository(database),
      users: opts.users,
      messages: createChatQueries(database),
      rooms: opts.rooms,
      social: opts.social,
      rates: opts.rates,
      budgets: app.budgets.reactions,
      events: bus,
    });
    registerReactionRoutes(app, reactions);
    registerReactionsSocket(io, reactions, app.log);
    bus.subscribe("chat.message-created", (message) => reactions.remember(message));
    const broadcasts = createReactionBroadcasts(
      (batch) => io.to(batch.roomSlug).emit("reactions-updated", batch),
      // This node's sockets in the room: the writes its broadcasts cost here.
      (roomSlug) => reactionWindowMs(io.of("/").adapter.rooms.get(roomSlug)?.size ?? 0),
    );
    app.addHook("preClose", async () => broadcasts.flush());
    bus.subscribe("reactions.reaction-updated", (update) => broadcasts.add(update));
  },
  { name: "reactions" },
);
