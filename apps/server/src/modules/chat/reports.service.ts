import { CHAT_MESSAGES, type AppealRequest } from "@huddle/contracts/chat";
import {
  CATEGORY_LABELS,
  MESSAGE_BLOCKED_TEXT,
  type ModerationCategory,
} from "@huddle/contracts/moderation";
import type { AbuseBudgets, WindowBudget } from "../../abuse/abuse-budgets.ts";
import type { UserRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound, tooManyRequests } from "../../lib/http-error.ts";
import type { RateStore } from "../../lib/rate/rate-store.ts";
import { chatPolicy } from "./chat.policy.ts";
import type { MessagesRepository } from "./messages.repository.ts";
import type { BlockOnRecord, ReportsRepository } from "./reports.repository.ts";
import type { RoomDirectory } from "./room-directory.ts";

/** The filterInfo a block on record stands for, in the shape the client sends. */
function filterInfoOf(block: BlockOnRecord) {
  const labels = [
    ...new Set(block.categories.map((c) => CATEGORY_LABELS[c as ModerationCategory] ?? c)),
  ];
  return {
    reason:
      labels.length > 0 ? `${MESSAGE_BLOCKED_TEXT}: ${labels.join(", ")}` : MESSAGE_BLOCKED_TEXT,
    categories: labels,
    toxicityScore: block.toxicityScore,
    roomSlug: block.roomSlug,
  };
}

export const REPORT_RECEIVED = "Thanks for the report. A moderator will review this message.";
export const APPEAL_RECEIVED =
  "Your appeal has been submitted. Appeals are reviewed within 24-48 hours.";

/**
 * Reports of others' messages and appeals of filter blocks; both wait for moderators, whose
 * queue must not be floodable: each spends a per-user budget in the shared rate store, and a
 * user has a capped number of appeals pending at once.
 */
export function createReportsService(deps: {
  messages: MessagesRepository;
  reports: ReportsRepository;
  rates: RateStore;
  budgets: Pick<AbuseBudgets, "reports" | "appeals" | "pendingAppealsPerUser">;
  /** A report needs the room's history, an appeal the right to post there (private teams). */
  rooms: Pick<RoomDirectory, "open">;
  /** Staff hear of new reports and appeals as they arrive (admin module). */
  queued?: { reported(messageId: string): void; appealed(appealId: string): void };
}) {
  const { rates, budgets } = deps;

  async function spend(key: string, budget: WindowBudget, refusal: string): Promise<void> {
    const hit = await rates.hit(key, budget.max, budget.windowMs);
    if (!hit.allowed) throw tooManyRequests(refusal, hit.retryAfterMs / 1000);
  }

  return {
    async report(user: UserRow, messageId: string, reason: string) {
      await spend(`reports:${user.id}`, budgets.reports, CHAT_MESSAGES.tooManyReports);
      const message = await deps.messages.findLive(messageId);
      if (!message) throw notFound(CHAT_MESSAGES.notFound);
      // A message of a room the fan cannot read is refused as reading it would be.
      await deps.rooms.open(user.id, message.roomSlug, "read");
      if (!chatPolicy.report(user, message.userId)) throw badRequest(CHAT_MESSAGES.cannotReportOwn);
      const created = await deps.reports.report(messageId, user.id, reason);
      if (!created) throw conflict(CHAT_MESSAGES.alreadyReported);
      deps.queued?.reported(messageId);
      return { success: true as const, message: REPORT_RECEIVED };
    },

    async appeal(user: UserRow, input: AppealRequest) {
      if ((await deps.reports.pendingAppeals(user.id)) >= budgets.pendingAppealsPerUser) {
        throw conflict(CHAT_MESSAGES.tooManyPendingAppeals);
      }
      await spend(`appeals:${user.id}`, budgets.appeals, CHAT_MESSAGES.tooManyAppeals);
      const messageText = input.messageText.trim();
      const block = await deps.reports.blockOf(user.id, messageText);
      if (block?.appealed) throw conflict(CHAT_MESSAGES.alreadyAppealed);
      // What the filter said and where comes from its record when there is one; the client's
      // account is kept only for a block the server has no record of (docs/decisions.md).
      const filterInfo = block ? filterInfoOf(block) : (input.filterInfo ?? null);
      const roomSlug = block?.roomSlug ?? (input.filterInfo?.roomSlug || null);
      // An approval posts the text there as the fan's: only into a room they may post in.
      if (roomSlug) await deps.rooms.open(user.id, roomSlug, "post");
      // Without a block on record, a text the fan already posted there was never blocked: an
      // approval would post it twice.
      if (!block && roomSlug && (await deps.reports.isLiveIn(user.id, roomSlug, messageText))) {
        throw conflict(CHAT_MESSAGES.appealNotBlocked);
      }
      const appeal = await deps.reports.appeal({
        userId: user.id,
        messageText,
        filterInfo,
        appealReason: input.appealReason,
        clientTimestamp: input.timestamp ?? null,
        roomSlug,
        decisionId: block?.id ?? null,
      });
      if (!appeal) throw conflict(CHAT_MESSAGES.alreadyAppealed);
      deps.queued?.appealed(appeal.id);
      return { success: true as const, message: APPEAL_RECEIVED, appeal };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
export type ReportsServiceDeps = Parameters<typeof createReportsService>[0];
