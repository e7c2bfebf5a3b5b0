import type { FastifyBaseLogger } from "fastify";
import type { JoinRequestDecision } from "@huddle/contracts/custom-team-management";
import type { Database } from "../../../db/client.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { Mailer } from "../../../lib/mail/mailer.ts";
import type { FollowingQueries } from "../../following/following.queries.ts";
import type { SportsQueries } from "../../sports/sports.queries.ts";
import type { UsersService } from "../../users/users.service.ts";
import { createMentionsRepository } from "../mentions/mentions.repository.ts";
import { createNotificationPreferencesRepository } from "../notification-preferences.repository.ts";
import type { PushNotificationsService } from "../push-notifications.service.ts";
import { createDeliveryAudienceReadModel } from "./delivery-audience.read-model.ts";
import { createDeliveryEngine } from "./delivery-engine.ts";
import { createDeliveryLogRepository } from "./delivery-log.repository.ts";
import { createDigestJob } from "./digest-job.ts";
import { createFollowedMessagePush } from "./followed-message-push.ts";
import { createGameStartJob } from "./game-start-job.ts";
import { createJoinRequestNotice } from "./join-request-notice.ts";

/** Wires the delivery engine: its repositories, its scheduled jobs and its notices. */
export function createDeliveries(deps: {
  database: Database;
  following: Pick<FollowingQueries, "teamIds">;
  sports: Pick<SportsQueries, "games">;
  push: Pick<PushNotificationsService, "sendToUser" | "reachOf" | "sendToDevices">;
  mailer: Mailer;
  users: Pick<UsersService, "findById">;
  /** Tells a user's open tabs about a decided join request (the in-app notice). */
  inApp(userId: string, notice: JoinRequestDecision): void;
  clock: Clock;
  publicUrl: string;
  rewriterFor(userId: string): Promise<(text: string) => string>;
  /** Whether a user may read a room: digests and pushes show only messages they may read. */
  mayRead(userId: string, roomSlug: string): Promise<boolean>;
  /** A room's name as the reader knows it, for push titles. */
  roomName(userId: string, roomSlug: string): Promise<string>;
  log: FastifyBaseLogger;
}) {
  const { database, clock } = deps;
  const shared = {
    audience: createDeliveryAudienceReadModel(database.db),
    log: createDeliveryLogRepository(database.db),
    preferences: createNotificationPreferencesRepository(database.db),
    clock,
  };
  return createDeliveryEngine({
    runDigests: createDigestJob({
      ...shared,
      following: deps.following,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      logger: deps.log,
      mayRead: deps.mayRead,
    }),
    runGameStarts: createGameStartJob({ ...shared, sports: deps.sports, push: deps.push }),
    notifyFollowers: createFollowedMessagePush({
      ...shared,
      push: deps.push,
      roomLevels: createMentionsRepository(database),
      rewriterFor: deps.rewriterFor,
      mayRead: deps.mayRead,
      roomName: deps.roomName,
    }),
    notifyJoinRequest: createJoinRequestNotice({
      users: deps.users,
      preferences: shared.preferences,
      push: deps.push,
      mailer: deps.mailer,
      inApp: deps.inApp,
      publicUrl: deps.publicUrl,
      now: () => clock.now(),
    }),
    deliveryLog: shared.log,
    clock,
    log: deps.log,
  });
}
