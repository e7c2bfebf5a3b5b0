import { CHAT_MESSAGES, type AppealRequest } from "@huddle/contracts/chat";
import type { UserRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import { chatPolicy } from "./chat.policy.ts";
import type { MessagesRepository } from "./messages.repository.ts";
import type { ReportsRepository } from "./reports.repository.ts";

export const REPORT_RECEIVED = "Thanks for the report. A moderator will review this message.";
export const APPEAL_RECEIVED =
  "Your appeal has been submitted. Appeals are reviewed within 24-48 hours.";

/** Reports of others' messages and appeals of filter blocks; both wait for moderators. */
export function createReportsService(deps: {
  messages: MessagesRepository;
  reports: ReportsRepository;
}) {
  return {
    async report(user: UserRow, messageId: string, reason: string) {
      const message = await deps.messages.findLive(messageId);
      if (!message) throw notFound(CHAT_MESSAGES.notFound);
      if (!chatPolicy.report(user, message.userId)) throw badRequest(CHAT_MESSAGES.cannotReportOwn);
      const created = await deps.reports.report(messageId, user.id, reason);
      if (!created) throw conflict(CHAT_MESSAGES.alreadyReported);
      return { success: true as const, message: REPORT_RECEIVED };
    },

    async appeal(user: UserRow, input: AppealRequest) {
      const appeal = await deps.reports.appeal({
        userId: user.id,
        messageText: input.messageText,
        filterInfo: input.filterInfo ?? null,
        appealReason: input.appealReason,
        clientTimestamp: input.timestamp ?? null,
      });
      return { success: true as const, message: APPEAL_RECEIVED, appeal };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
