import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { RoomDirectory } from "../chat/room-directory.ts";
import { createChatQueries } from "../chat/chat.queries.ts";
import type { StaffActionEntry } from "../chat/chat.service.ts";
import { createModerationSettingsQueries } from "../moderation/moderation-settings.queries.ts";
import type { UsersService } from "../users/users.service.ts";
import { createAdmin, type AdminDeps } from "./admin.module.ts";
import type { createModerationAlerts } from "./moderation-alerts.ts";

export interface AdminPluginOptions extends Pick<
  Platform,
  "config" | "database" | "clock" | "mailer" | "io" | "bus" | "clustered"
> {
  users: UsersService;
  filter: AdminDeps["filter"];
  notifications: AdminDeps["notifications"];
  rooms: Pick<RoomDirectory, "open">;
  /** Drops cached copies of a user (sessions) after staff changed them. */
  userChanged(userId: string): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** What the chat hands to staff: moderators' actions to audit, reports and appeals to queue. */
    staff: {
      audit(entry: StaffActionEntry): Promise<void>;
      alerts: ReturnType<typeof createModerationAlerts>;
    };
  }
}

/**
 * The admin console (issue 13): its routes, staff realtime, timed-restriction expiry, and the
 * staff alerts, which subscribe to the chat's filter decisions.
 */
export const adminPlugin = fp<AdminPluginOptions>(
  async (app, opts) => {
    const { database, bus } = opts;
    const admin = createAdmin({
      db: database.db,
      io: opts.io,
      clock: opts.clock,
      mailer: opts.mailer,
      publicUrl: opts.config.PUBLIC_URL,
      users: opts.users,
      messages: createChatQueries(database),
      moderationSettings: createModerationSettingsQueries(database.db),
      filter: opts.filter,
      notifications: opts.notifications,
      mayPost: (userId, slug) =>
        opts.rooms.open(userId, slug, "post").then(
          () => true,
          () => false,
        ),
      // Refused only by a room's own rules (403): a room that is gone keeps its stored history.
      mayRead: (userId, slug) =>
        opts.rooms.open(userId, slug, "read").then(
          () => true,
          (error: unknown) => !(error instanceof HttpError && error.statusCode === 403),
        ),
      roomName: (slug) => app.roomNames.publicNameOf(slug),
      userChanged: opts.userChanged,
      clustered: opts.clustered,
    });
    const alerts = admin.alerts(app.log);
    app.decorate("staff", {
      audit: ({ actor, ...entry }: StaffActionEntry) =>
        admin.audit.append({ ...entry, actorId: actor.id, actorName: actor.username, reason: "" }),
      alerts,
    });
    admin.register(app, bus);
    bus.subscribe("chat.message-screened", (screened) => alerts.screened(screened));
    bus.subscribe("chat.message-deleted", ({ id }) => admin.messageDeleted(id));
  },
  { name: "admin" },
);
