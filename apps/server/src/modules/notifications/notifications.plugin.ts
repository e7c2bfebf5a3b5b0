import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { userRoom } from "../../realtime/connection-caps.ts";
import type { ContentFilter } from "../chat/content-filter.ts";
import type { RoomDirectory } from "../chat/room-directory.ts";
import { createFollowingQueries } from "../following/following.queries.ts";
import type { SocialService } from "../social/social.service.ts";
import { createSportsQueries } from "../sports/sports.queries.ts";
import type { RoomNames } from "../sports/room-names.ts";
import type { UserLookups } from "../users/user-lookups.ts";
import type { UsersService } from "../users/users.service.ts";
import type { WordReplacementsService } from "../word-replacements/word-replacements.service.ts";
import { createDeliveries } from "./delivery/delivery.module.ts";
import type { DeliveryEngine } from "./delivery/delivery-engine.ts";
import { createMentions, type Mentions } from "./mentions/mentions.module.ts";
import { createNotificationServices } from "./notifications.module.ts";
import { registerNotificationRoutes } from "./notifications.routes.ts";
import type { ResolveHost } from "./push-endpoint-guard.ts";

export interface NotificationsPluginOptions extends Pick<
  Platform,
  "config" | "database" | "clock" | "mailer" | "io" | "bus" | "rates" | "presence" | "clustered"
> {
  users: UsersService;
  /** Accounts as of up to a minute ago (NOTIFIED_USER_TTL_MS): every mention reads them. */
  userLookups: Pick<UserLookups, "findById" | "findByUsername">;
  /** The chat's own look-ups, 5 s (USER_LOOKUP_TTL_MS): a message's author was just read there. */
  authorLookups: Pick<UserLookups, "findById">;
  /** Mentions skip people who blocked the author and read whom the author follows. */
  social: Pick<SocialService, "blockState" | "following" | "blockedIdsOf">;
  filter: ContentFilter;
  /** Digests and pushes show a user only messages of rooms they may read. */
  rooms: Pick<RoomDirectory, "open">;
  /** Pushes and the mentions list name rooms as fans know them. */
  roomNames: Pick<RoomNames, "nameOf">;
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
    /** Mention notifications (issue 15 §1); tests wait on idle(). */
    mentions: Mentions;
  }
}

/**
 * The notifications slice: its settings routes, delivery and mentions, which subscribe to the
 * bus for what follows a committed write (a followed user's message and mentions in a new
 * message, a decided join request) and reach the user in app, by push or by email.
 */
export const notificationsPlugin = fp<NotificationsPluginOptions>(
  async (app, opts) => {
    const { config, database, clock, io, bus, users, userLookups } = opts;
    const notifications = createNotificationServices({
      config,
      db: database.db,
      prepare: database.prepare,
      clock,
      budgets: app.budgets.notifications,
      filter: opts.filter,
      rates: opts.rates,
      resolveHost: opts.resolveHost,
      reachChanged: (userId) => {
        if (opts.clustered) io.serverSideEmit("notification-reach-changed", userId);
      },
    });
    io.on("notification-reach-changed", (userId) => notifications.push.forgetReach(userId));
    /** A reader's word filter for pushes, emails and mentions, as their chat would show. */
    const readerRewrite = async (userId: string) => {
      const viewer = await userLookups.findById(userId);
      const rewrite = viewer ? await opts.wordReplacements.rewriterFor(viewer) : null;
      return rewrite ?? ((text: string) => text);
    };
    const mayRead = (userId: string, roomSlug: string) =>
      opts.rooms.open(userId, roomSlug, "read").then(
        () => true,
        () => false,
      );
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
      rewriterFor: readerRewrite,
      mayRead,
      roomName: opts.roomNames.nameOf,
      log: app.log,
    });
    const mentions = createMentions({
      database,
      clock,
      users: { ...userLookups, findManyByIds: users.findManyByIds },
      authors: opts.authorLookups,
      social: opts.social,
      rooms: opts.rooms,
      presence: opts.presence,
      push: notifications.push,
      mailer: opts.mailer,
      publicUrl: config.PUBLIC_URL,
      rewriterFor: readerRewrite,
      mayRead,
      roomName: opts.roomNames.nameOf,
      inApp: (userId, mention) => io.to(userRoom(userId)).emit("mentioned", mention),
      withdrawn: (userId, messageId) =>
        io.to(userRoom(userId)).emit("mention-withdrawn", { messageId }),
      levelChanged: (userId, roomSlug) => {
        if (opts.clustered) io.serverSideEmit("notification-level-changed", userId, roomSlug);
      },
      log: app.log,
    });
    io.on("notification-level-changed", (userId, roomSlug) =>
      mentions.forgetLevel(userId, roomSlug),
    );
    app.decorate("notifications", notifications);
    app.decorate("deliveries", deliveries);
    app.decorate("mentions", mentions);
    registerNotificationRoutes(app, notifications);
    mentions.register(app);

    bus.subscribe("chat.message-created", (message) => deliveries.messageCreated(message));
    bus.subscribe("chat.message-created", (message) => mentions.messageCreated(message));
    bus.subscribe("chat.message-deleted", ({ id }) => mentions.messageDeleted(id));
    bus.subscribe("custom-teams.join-request-decided", ({ userId, notice }) =>
      deliveries.joinRequestDecided(userId, notice),
    );
  },
  { name: "notifications" },
);
