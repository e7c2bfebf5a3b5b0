import type { ModerationMessage } from "@huddle/contracts/admin-moderation";
import type { QueueRow } from "./moderation-queue.repository.ts";

const SYSTEM_USERNAME = "Huddle";

/** spec 001 §3 Message (moderation), from a queue row. Staff see the text as written. */
export function presentModerationMessage(row: QueueRow): ModerationMessage {
  const { message } = row;
  return {
    messageId: message.id,
    messageText: message.text,
    user: { username: row.author?.username ?? SYSTEM_USERNAME, userId: row.author?.id ?? null },
    createdAt: message.createdAt.toISOString(),
    isEdited: message.isEdited,
    parentMessage: row.parent?.id
      ? {
          messageId: row.parent.id,
          messageText: row.parent.text ?? "",
          username: row.parent.username ?? SYSTEM_USERNAME,
        }
      : null,
    moderationStatus: message.moderationStatus,
    isBlocked: false,
    isReviewed: message.reviewedAt !== null,
    isAppealed: row.isAppealed,
    roomSlug: message.roomSlug,
    status: row.status,
    pendingReports: row.pendingReports,
  };
}
