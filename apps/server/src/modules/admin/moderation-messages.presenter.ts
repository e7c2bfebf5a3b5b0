import type { ModerationMessage, QueuedMessage } from "@huddle/contracts/admin-moderation";
import type { UserRow } from "../../db/schema.ts";
import { adminPolicy } from "./admin.policy.ts";
import type { QueueRow } from "./moderation-queue.read-model.ts";

const SYSTEM_USERNAME = "Huddle";

/**
 * spec 001 §3 Message (moderation), from a queue row and its room's name. Staff see the text as
 * written.
 */
export function presentQueuedMessage(row: QueueRow, roomName: string): QueuedMessage {
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
    roomName,
    status: row.status,
    pendingReports: row.pendingReports,
  };
}

/** The message as `viewer` sees it: what the policy lets them do to its author, too. */
export function presentModerationMessage(
  row: QueueRow,
  roomName: string,
  viewer: UserRow,
): ModerationMessage {
  const abilities = row.author ? adminPolicy.abilitiesOn(viewer, row.author) : null;
  return {
    ...presentQueuedMessage(row, roomName),
    authorAbilities: { canBan: abilities?.canBan ?? false, canMute: abilities?.canMute ?? false },
  };
}
