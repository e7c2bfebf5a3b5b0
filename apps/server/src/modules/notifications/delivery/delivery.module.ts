import type { FastifyBaseLogger } from "fastify";
import type { JoinRequestDecision } from "@huddle/contracts/custom-team-management";
import type { Database } from "../../../db/client.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { Mailer } from "../../../lib/mail/mailer.ts";
import type { FollowingRepository } from "../../following/following.repository.ts";
import type { SportsRepository } from "../../sports/sports.repository.ts";
import type { UsersRepository } from "../../users/users.repository.ts";
import { createNotificationPreferencesRepository } from "../notification-preferences.repository.ts";
import type { PushNotificationsService } from "../push-notifications.service.ts";
import { createDeliveryAudienceRepository } from "./delivery-audience.repository.ts";
import { createDeliveryEngine } from "./delivery-engine.ts";
import { createDeliveryLogRepository } from "./delivery-log.repository.ts";
import { createDigestJob } from "./digest-job.ts";
import { createFollowedMessagePush } from "./followed-message-push.ts";
import { createGameStartJob } from "./game-start-job.ts";
import { createJoinRequestNotice } from "./join-request-notice.ts";

/** Wires the delivery engine: its repositories, its scheduled jobs and its notices. */
export function createDeliveries(deps: {
  database: Database;
  following: Pick<FollowingRepository, "teamIds">;
  sports: Pick<SportsRepository, "games">;
  push: Pick<PushNotificationsService, "sendToUser">;
  mailer: Mailer;
  users: Pick<UsersRepository, "findById">;
  /** Tells a user's open tabs about a decided join request (the in-app notice). */
  inApp(userId: string, notice: JoinRequestDecision): void;
  clock: Clock;
  publicUrl: string;
  rewriterFor(userId: string): Promise<(text: string) => string>;
  /** Whether a user may read a room: digests and pushes show only messages they may read. */
  mayRead(userId: string, roomSlug: string): Promise<boolean>;
  log: FastifyBaseLogger;
}) {
  const { database, clock } = deps;
  const shared = {
    audience: createDeliveryAudienceRepository(database.db),
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
      rewriterFor: deps.rewriterFor,
      mayRead: deps.mayRead,
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
