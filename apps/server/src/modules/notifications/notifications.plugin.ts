import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { userRoom } from "../../realtime/connection-caps.ts";
import type { ContentFilter } from "../chat/content-filter.ts";
import type { RoomDirectory } from "../chat/room-directory.ts";
import { createFollowingQueries } from "../following/following.queries.ts";
import { createSportsQueries } from "../sports/sports.queries.ts";
import type { UsersService } from "../users/users.service.ts";
import type { WordReplacementsService } from "../word-replacements/word-replacements.service.ts";
import { createDeliveries } from "./delivery/delivery.module.ts";
import type { DeliveryEngine } from "./delivery/delivery-engine.ts";
import { createNotificationServices } from "./notifications.module.ts";
import { registerNotificationRoutes } from "./notifications.routes.ts";
import type { ResolveHost } from "./push-endpoint-guard.ts";

export interface NotificationsPluginOptions extends Pick<
  Platform,
  "config" | "database" | "clock" | "mailer" | "io" | "bus" | "rates"
> {
  users: UsersService;
  filter: ContentFilter;
  /** Digests and pushes show a user only messages of rooms they may read. */
  rooms: Pick<RoomDirectory, "open">;
  wordReplacements: Pick<WordReplacementsService, "rewriterFor">;
  /** How push endpoint host names resolve (system DNS by default; tests fake it). */
  resolveHost?: ResolveHost;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Preferences, rules, device tokens and Web Push. */
    notifications: ReturnType<typeof createNotificationServices>;
    /** Notification delivery (digests, game-start and followed-user pushes). */
    deliveries: DeliveryEngine;
  }
}

/**
 * The notifications slice: its settings routes, and delivery, which subscribes to the bus for
 * the pushes that follow a committed write (a followed user's message, a decided join request).
 */
export const notificationsPlugin = fp<NotificationsPluginOptions>(
  async (app, opts) => {
    const { config, database, clock, io, bus, users } = opts;
    const notifications = createNotificationServices({
      config,
      db: database.db,
      clock,
      budgets: app.budgets.notifications,
      filter: opts.filter,
      rates: opts.rates,
      resolveHost: opts.resolveHost,
    });
    const deliveries = createDeliveries({
      database,
      following: createFollowingQueries(database.db),
      sports: createSportsQueries(database.db),
      push: notifications.push,
      mailer: opts.mailer,
      users,
      inApp: (userId, notice) => io.to(userRoom(userId)).emit("join-request-decided", notice),
      clock,
      publicUrl: config.PUBLIC_URL,
      rewriterFor: async (userId) => {
        const viewer = await users.findById(userId);
        const rewrite = viewer ? await opts.wordReplacements.rewriterFor(viewer) : null;
        return rewrite ?? ((text) => text);
      },
      mayRead: (userId, roomSlug) =>
        opts.rooms.open(userId, roomSlug, "read").then(
          () => true,
          () => false,
        ),
      log: app.log,
    });
    app.decorate("notifications", notifications);
    app.decorate("deliveries", deliveries);
    registerNotificationRoutes(app, notifications);

    bus.subscribe("chat.message-created", (message) => deliveries.messageCreated(message));
    bus.subscribe("custom-teams.join-request-decided", ({ userId, notice }) =>
      deliveries.joinRequestDecided(userId, notice),
    );
  },
  { name: "notifications" },
);
