import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import type { HuddleServer } from "../../realtime/socket-server.ts";
import type { ChatQueries } from "../chat/chat.queries.ts";
import type { ModerationSettingsQueries } from "../moderation/moderation-settings.queries.ts";
import type { UsersService } from "../users/users.service.ts";
import { createAdminDashboardService } from "./admin-dashboard.service.ts";
import { registerAdminDashboardRoutes } from "./admin-dashboard.routes.ts";
import { registerAdminMessageRoutes } from "./admin-messages.routes.ts";
import { createAdminStatsReadModel } from "./admin-stats.read-model.ts";
import { createAdminUsersRepository } from "./admin-users.repository.ts";
import { registerAdminUserRoutes } from "./admin-users.routes.ts";
import { createAdminUsersService } from "./admin-users.service.ts";
import { createAiModerationRepository } from "./ai-moderation.repository.ts";
import { createAiModerationService } from "./ai-moderation.service.ts";
import { createModerationAnalyticsReadModel } from "./moderation-analytics.read-model.ts";
import { createAppealNotifier, type AppealNotifierDeps } from "./appeal-notifier.ts";
import { createAppealsReadModel } from "./appeals.read-model.ts";
import { createAppealsService } from "./appeals.service.ts";
import { createAuditLogRepository } from "./audit-log.repository.ts";
import { createStaffDecisions } from "./staff-decisions.ts";
import { createMessageModerationService } from "./message-moderation.service.ts";
import { createModerationAlerts } from "./moderation-alerts.ts";
import { createModerationQueueReadModel } from "./moderation-queue.read-model.ts";
import { startRestrictionExpiry, type RestrictionExpiry } from "./restriction-expiry.ts";
import { createStaffRealtime } from "./staff-realtime.ts";
import { registerUserAppealRoutes } from "./user-appeals.routes.ts";
import type { AiModerationSettings } from "@huddle/contracts/moderation";

export interface AdminDeps {
  db: Db;
  io: HuddleServer;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  users: UsersService;
  messages: ChatQueries;
  moderationSettings: ModerationSettingsQueries;
  /** The live content filter: its settings, and a way to make it re-read them. */
  filter: { settings(): Promise<AiModerationSettings>; invalidate(): void };
  notifications: Pick<AppealNotifierDeps, "preferences" | "push">;
  /** Whether a user may post in a room (an approved appeal posts there as theirs). */
  mayPost(userId: string, slug: string): Promise<boolean>;
  /** Whether a user may read a room (staff browse a room's history only where they may). */
  mayRead(userId: string, slug: string): Promise<boolean>;
  /** A room's name for the consoles, the same for every staff member. */
  roomName(slug: string): Promise<string>;
  /** Drops cached copies of a user (sessions) after staff changed them. */
  userChanged(userId: string): void;
  /** Whether other nodes share this one's sockets (Redis adapter). */
  clustered: boolean;
}

/**
 * The admin console's server side (issue 13). Built in two steps: the audit log and staff alerts
 * first (admin.plugin.ts hands them to the chat), then the routes, which publish the chat
 * messages staff republish or remove.
 */
export function createAdmin(deps: AdminDeps) {
  const { db, io, clock } = deps;
  const realtime = createStaffRealtime(io);
  const queue = createModerationQueueReadModel(db);
  const appealsRepo = createAppealsReadModel(db);
  const decisions = createStaffDecisions(db);
  const audit = createAuditLogRepository(db);
  const usersRepo = createAdminUsersRepository(db);
  // Another node saved settings or rules: re-read them now rather than at the cache's expiry.
  io.on("moderation-config-changed", () => deps.filter.invalidate());

  return {
    /** For staff actions taken outside the admin routes (chat deletes, slow mode). */
    audit,

    /**
     * A message deleted in the chat (by its author, usually) leaves the queue, which lists only
     * live messages: open consoles are told, as when a moderator decides it, and refetch.
     */
    async messageDeleted(id: string): Promise<void> {
      const row = await queue.find(id);
      if (!row) return;
      const awaited = row.pendingReports > 0 || row.message.moderationStatus === "quarantined";
      if (awaited) realtime.resolved({ kind: "message", id, status: "deleted" });
    },
    alerts: (log: FastifyInstance["log"]) =>
      createModerationAlerts({
        queue,
        appeals: appealsRepo,
        realtime,
        settings: () => deps.filter.settings(),
        roomName: deps.roomName,
        clock,
        log,
      }),

    register(app: FastifyInstance, events: DomainEventPublisher): void {
      const notifier = createAppealNotifier({
        ...deps.notifications,
        realtime,
        mailer: deps.mailer,
        clock,
        publicUrl: deps.publicUrl,
        log: app.log,
      });
      const appeals = createAppealsService({
        appeals: appealsRepo,
        decisions,
        messages: deps.messages,
        users: deps.users,
        events,
        realtime,
        notifier,
        clock,
        roomName: deps.roomName,
        mayPost: deps.mayPost,
      });
      const users = createAdminUsersService({
        repo: usersRepo,
        users: deps.users,
        audit,
        realtime,
        clock,
        userChanged: deps.userChanged,
      });
      const messages = createMessageModerationService({
        queue,
        decisions,
        messages: deps.messages,
        audit,
        events,
        realtime,
        clock,
        allowAppeal: (actor, id, reason) => appeals.allow(actor, id, reason),
        mayRead: deps.mayRead,
        roomName: deps.roomName,
      });
      const ai = createAiModerationService({
        repo: createAiModerationRepository(db),
        analytics: createModerationAnalyticsReadModel(db),
        stored: deps.moderationSettings,
        configChanged: () => {
          deps.filter.invalidate();
          if (deps.clustered) io.serverSideEmit("moderation-config-changed");
        },
      });
      const dashboard = createAdminDashboardService({
        stats: createAdminStatsReadModel(db),
        users: deps.users,
        audit,
        clock,
        uptime: () => process.uptime(),
        roomName: deps.roomName,
      });
      registerAdminUserRoutes(app, users);
      registerAdminMessageRoutes(app, messages, appeals);
      registerAdminDashboardRoutes(app, dashboard, ai);
      registerUserAppealRoutes(app, appeals);

      const expiry = startRestrictionExpiry({
        repo: usersRepo,
        clock,
        log: app.log,
        userChanged: deps.userChanged,
        muteEnded: (userId) => realtime.muteChanged(userId, { muted: false, mutedUntil: null }),
      });
      app.decorate("restrictionExpiry", expiry);
      app.addHook("onClose", async () => expiry.stop());
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Lifts timed bans and mutes; tests call runOnce(). */
    restrictionExpiry: RestrictionExpiry;
  }
}
