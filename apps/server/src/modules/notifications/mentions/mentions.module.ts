import type { ChatMessage } from "@huddle/contracts/chat";
import type { MentionNotification } from "@huddle/contracts/mentions";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../../../db/client.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { Mailer } from "../../../lib/mail/mailer.ts";
import type { PresenceStore } from "../../../realtime/presence.ts";
import type { RoomDirectory } from "../../chat/room-directory.ts";
import type { SocialService } from "../../social/social.service.ts";
import type { UsersService } from "../../users/users.service.ts";
import { createDeliveryLogRepository } from "../delivery/delivery-log.repository.ts";
import type { PushNotificationsService } from "../push-notifications.service.ts";
import { withCachedLevels } from "./cached-levels.ts";
import { createMentionNotifier } from "./mention-notifier.ts";
import { createMentionsReadModel } from "./mentions.read-model.ts";
import { createMentionsRepository } from "./mentions.repository.ts";
import { registerMentionRoutes } from "./mentions.routes.ts";
import { createMentionsService } from "./mentions.service.ts";

export interface MentionsModuleDeps {
  database: Pick<Database, "db" | "prepare">;
  clock: Clock;
  users: Pick<UsersService, "findByUsername" | "findManyByIds">;
  authors: Pick<UsersService, "findById">;
  social: Pick<SocialService, "blockState" | "following" | "blockedIdsOf">;
  rooms: Pick<RoomDirectory, "open">;
  presence: Pick<PresenceStore, "userIds">;
  push: Pick<PushNotificationsService, "reachOf" | "sendToDevices">;
  mailer: Pick<Mailer, "send">;
  publicUrl: string;
  rewriterFor(userId: string): Promise<(text: string) => string>;
  mayRead(userId: string, roomSlug: string): Promise<boolean>;
  /** A room's name as the reader knows it: mention notices and the mentions list. */
  roomName(userId: string, roomSlug: string): Promise<string>;
  inApp(userId: string, mention: MentionNotification): void;
  /** Tells a fan's open tabs that a message which mentioned them is gone. */
  withdrawn(userId: string, messageId: string): void;
  /** Tells the other nodes that a fan set their level for a room (they call forgetLevel). */
  levelChanged(userId: string, roomSlug: string): void;
  log: FastifyBaseLogger;
}

/** Wires mentions and room notification levels (issue 15 §1). */
export function createMentions(deps: MentionsModuleDeps) {
  const repo = withCachedLevels(createMentionsRepository(deps.database), {
    now: () => deps.clock.now().getTime(),
    levelChanged: deps.levelChanged,
  });
  const notify = createMentionNotifier({
    ...deps,
    repo,
    log: createDeliveryLogRepository(deps.database.db),
  });
  const service = createMentionsService({
    ...deps,
    repo,
    read: createMentionsReadModel(deps.database.db),
  });
  const background = new Set<Promise<unknown>>();
  return {
    /** The chat's hook: notifies the message's mentions in the background. */
    messageCreated(message: ChatMessage): void {
      const job = notify(message)
        .catch((err: unknown) => deps.log.error({ err }, "mention notification failed"))
        .finally(() => background.delete(job));
      background.add(job);
    },
    /**
     * The chat's hook for a deleted message: the fans it mentioned drop it from their badge at
     * once (their list is read without deleted messages already).
     */
    async messageDeleted(messageId: string): Promise<void> {
      const userIds = await repo.mentionedIn(messageId);
      for (const userId of userIds) deps.withdrawn(userId, messageId);
    },
    /** Another node set the fan's level for the room: read it afresh. */
    forgetLevel: repo.forgetLevel,
    register(app: FastifyInstance): void {
      registerMentionRoutes(app, service);
    },
    /** Resolves when every background notification has finished (tests and shutdown). */
    async idle(): Promise<void> {
      await Promise.all([...background]);
    },
  };
}

export type Mentions = ReturnType<typeof createMentions>;
