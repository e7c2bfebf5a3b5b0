import type { ModerationHistoryItem } from "@huddle/contracts/admin";
import type { AuditRow } from "./audit-log.repository.ts";

/** spec 001 §3 Moderation history item, from audit entries about one user or message. */
export function presentHistory(rows: readonly AuditRow[]): ModerationHistoryItem[] {
  return rows.map((row) => ({
    action: row.action,
    moderator: row.actorName,
    createdAt: row.createdAt.toISOString(),
    reason: row.reason,
  }));
}
