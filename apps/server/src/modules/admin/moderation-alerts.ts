import type { AiModerationSettings } from "@huddle/contracts/moderation";
import type { FastifyBaseLogger } from "fastify";
import type { ScreenedMessage } from "@huddle/contracts/domain-events";
import { appealRoom, presentAdminAppeal } from "./appeals.presenter.ts";
import type { AppealsReadModel } from "./appeals.read-model.ts";
import type { Clock } from "../../lib/clock.ts";
import { presentQueuedMessage } from "./moderation-messages.presenter.ts";
import type { ModerationQueueReadModel } from "./moderation-queue.read-model.ts";
import type { StaffRealtime } from "./staff-realtime.ts";

const ALERT_KIND = { block: "block", quarantine: "held", flag: "flag" } as const;

/**
 * Live staff updates. New reports, held messages and appeals always reach the staff room (the
 * console's queue grows without reloading); with notifyModerators on, every filter decision
 * also raises an alert. All of it after commit, none of it fails the user's request.
 */
export function createModerationAlerts(deps: {
  queue: ModerationQueueReadModel;
  appeals: AppealsReadModel;
  realtime: StaffRealtime;
  settings: () => Promise<AiModerationSettings>;
  /** A room's name for the consoles (RoomNames.publicNameOf). */
  roomName(slug: string): Promise<string>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { queue, realtime } = deps;
  const quietly = (work: Promise<void>) =>
    void work.catch((error: unknown) => deps.log.warn({ err: error }, "staff update failed"));

  async function queueMessage(kind: "report" | "held", messageId: string) {
    const row = await queue.find(messageId);
    if (!row) return;
    const roomName = await deps.roomName(row.message.roomSlug);
    realtime.queued({ kind, message: presentQueuedMessage(row, roomName), appeal: null });
  }

  return {
    reported: (messageId: string) => quietly(queueMessage("report", messageId)),

    appealed: (appealId: string) =>
      quietly(
        deps.appeals.find(appealId).then(async (found) => {
          if (!found) return;
          const slug = appealRoom(found.appeal);
          const appeal = presentAdminAppeal(found, slug ? await deps.roomName(slug) : null);
          realtime.queued({ kind: "appeal", message: null, appeal });
        }),
      ),

    screened: (screened: ScreenedMessage) =>
      quietly(
        (async () => {
          if (screened.decision === "quarantine" && screened.messageId) {
            await queueMessage("held", screened.messageId);
          }
          if (!(await deps.settings()).notifyModerators) return;
          realtime.alert({
            kind: ALERT_KIND[screened.decision],
            roomSlug: screened.roomSlug,
            username: screened.username,
            messageText: screened.text,
            categories: screened.categories,
            messageId: screened.messageId,
            timestamp: deps.clock.now().toISOString(),
          });
        })(),
      ),
  };
}

export type ModerationAlerts = ReturnType<typeof createModerationAlerts>;
