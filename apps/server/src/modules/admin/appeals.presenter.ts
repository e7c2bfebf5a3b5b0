import type { AdminAppeal, UserAppeal } from "@huddle/contracts/admin-moderation";
import type { AppealRow, AppealWithAuthor } from "./appeals.read-model.ts";

/** The room the blocked message was for: stored, else the client's filterInfo.roomSlug. */
export function appealRoom(appeal: AppealRow): string | null {
  if (appeal.roomSlug) return appeal.roomSlug;
  const info = appeal.filterInfo as { roomSlug?: unknown } | null;
  return typeof info?.roomSlug === "string" && info.roomSlug !== "" ? info.roomSlug : null;
}

function filterReason(appeal: AppealRow): string {
  const info = appeal.filterInfo as { reason?: unknown } | null;
  return typeof info?.reason === "string" ? info.reason : "";
}

/** spec 001 §3 Appeal, for staff; `roomName` is its room's console name (RoomNames). */
export function presentAdminAppeal(
  { appeal, username }: AppealWithAuthor,
  roomName: string | null,
): AdminAppeal {
  return {
    id: appeal.id,
    status: appeal.status,
    username,
    userId: appeal.userId,
    originalMessage: appeal.messageText,
    filterReason: filterReason(appeal),
    reason: appeal.appealReason,
    response: appeal.response,
    roomSlug: appealRoom(appeal),
    roomName,
    createdAt: appeal.createdAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
    messagePosted: appeal.publishedMessageId !== null,
    blockOnRecord: appeal.decisionId !== null,
  };
}

/** The appellant's own view. */
export function presentUserAppeal(appeal: AppealRow): UserAppeal {
  return {
    id: appeal.id,
    status: appeal.status,
    messageText: appeal.messageText,
    appealReason: appeal.appealReason,
    response: appeal.response,
    roomSlug: appealRoom(appeal),
    createdAt: appeal.createdAt.toISOString(),
    decidedAt: appeal.decidedAt?.toISOString() ?? null,
    messagePosted: appeal.publishedMessageId !== null,
  };
}
