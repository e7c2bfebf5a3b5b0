import type { GameMoment } from "@huddle/contracts/chat";
import type { Room } from "@huddle/contracts/rules/room";
import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import type { ContentFilter } from "./content-filter.ts";
import type { SocialService } from "../social/social.service.ts";
import type { UserLookups } from "../users/user-lookups.ts";
import type { UsersService } from "../users/users.service.ts";
import type { WordReplacementsService } from "../word-replacements/word-replacements.service.ts";
import { subscribeChatBroadcasts } from "./chat.broadcasts.ts";
import { registerChatRoutes } from "./chat.routes.ts";
import { createChatService, type ChatServiceDeps } from "./chat.service.ts";
import { registerChatSocket } from "./chat.socket.ts";
import { createReactionsQueries } from "../reactions/reactions.queries.ts";
import { createMessagesRepository } from "./messages.repository.ts";
import { createReportsRepository } from "./reports.repository.ts";
import { createGameAutopilot } from "./game-autopilot.ts";
import { createReportsService, type ReportsServiceDeps } from "./reports.service.ts";
import type { RoomDirectory } from "./room-directory.ts";
import { createRoomSettingsRepository } from "./room-settings.repository.ts";

export interface ChatPluginOptions extends Pick<
  Platform,
  "database" | "clock" | "io" | "bus" | "rates" | "presence" | "config"
> {
  users: UsersService;
  userLookups: Pick<UserLookups, "findById">;
  filter: ContentFilter;
  rooms: RoomDirectory;
  wordReplacements: Pick<WordReplacementsService, "rewriterFor">;
  social: Pick<SocialService, "blockedIdsOf">;
  /** Where a game stands now or stood `delaySeconds` ago (sports), stamped on messages in its rooms. */
  gameMoments(room: Room, delaySeconds?: number): Promise<GameMoment | null>;
  /** The staff side (admin): moderators' chat actions are audited, reports join the queue. */
  staff: Required<Pick<ChatServiceDeps, "staffAction">> & {
    queued: NonNullable<ReportsServiceDeps["queued"]>;
  };
}

/**
 * The chat slice: history, sends, edits, reports and slow mode over HTTP and sockets. It
 * publishes every committed write on the bus, and subscribes to turn them into room
 * broadcasts, to post the games' events and settled predictions, to follow the game's state
 * (game-autopilot.ts: slow mode in crunch time, sideline rooms locked after the final) and to
 * drop cached history after writes made elsewhere (staff republishing or removing a message, a
 * fan reacting).
 */
export const chatPlugin = fp<ChatPluginOptions>(
  async (app, opts) => {
    const { database, clock, io, bus } = opts;
    const messages = createMessagesRepository(database, clock);
    const roomSettings = createRoomSettingsRepository(database.db);
    const chat = createChatService({
      messages,
      roomSettings,
      users: opts.users,
      userLookups: opts.userLookups,
      filter: opts.filter,
      rates: opts.rates,
      budgets: app.budgets.chat,
      rooms: opts.rooms,
      events: bus,
      clock,
      rewriterFor: (viewer) => opts.wordReplacements.rewriterFor(viewer),
      blockedBy: (viewer) => opts.social.blockedIdsOf(viewer.id),
      momentFor: (room, delaySeconds) => opts.gameMoments(room, delaySeconds),
      reactions: createReactionsQueries(database),
      staffAction: opts.staff.staffAction,
    });
    const reports = createReportsService({
      messages,
      reports: createReportsRepository(database.db),
      rates: opts.rates,
      budgets: app.budgets,
      rooms: opts.rooms,
      queued: opts.staff.queued,
    });
    registerChatRoutes(app, chat, reports);
    registerChatSocket(io, chat, opts.presence, app.log, app.budgets.sockets);

    subscribeChatBroadcasts(bus, io);
    bus.subscribe("chat.message-created", (message) => chat.forgetRoom(message.roomSlug));
    bus.subscribe("chat.message-deleted", (payload) => chat.forgetRoom(payload.roomSlug));
    bus.subscribe("reactions.reaction-updated", (update) => chat.forgetRoom(update.roomSlug));
    bus.subscribe("sports.game-event", async ({ roomSlugs, text }) => {
      for (const roomSlug of roomSlugs) await chat.announce(roomSlug, text);
    });
    const autopilot = createGameAutopilot({
      roomSettings,
      events: bus,
      clock,
      forgetSettings: (roomSlug) => chat.forgetSettings(roomSlug),
      lockAfterMs: opts.config.SIDELINE_LOCK_AFTER_SECONDS * 1000,
    });
    bus.subscribe("sports.game-updated", (update) => autopilot.gameUpdated(update));
    bus.subscribe("predictions.game-settled", ({ roomSlug, text }) =>
      chat.announce(roomSlug, text),
    );
  },
  { name: "chat" },
);
