import type { Db } from "../../db/client.ts";
import type { NewUserRow, UserRow } from "../../db/schema.ts";
import { findUserIn, liftExpiredRestrictionsIn, updateUserIn } from "../users/users.service.ts";
import { applyTierChange, type TierChange } from "../billing/tier-change.ts";
import { appendAudit, type AuditRecord } from "./audit-log.repository.ts";

/**
 * Staff changes to users that commit with their audit entry, through the users slice's
 * transaction-taking writes (search and counts are the users service's).
 */
export function createAdminUsersRepository(db: Db) {
  return {
    /** Applies `changes` and writes the audit entry in one transaction; returns the new row. */
    async updateAudited(
      id: string,
      changes: Partial<NewUserRow>,
      audit: AuditRecord,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const row = await updateUserIn(tx, id, changes);
        if (row) await appendAudit(tx, audit);
        return row;
      });
    },

    /**
     * A staff tier change: the tier, its tier_changes row (the one record of every tier change,
     * shared with billing and the CLI) and the staff audit entry commit together.
     */
    async changeTierAudited(change: TierChange, audit: AuditRecord): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        await applyTierChange(tx, change);
        const row = await findUserIn(tx, change.userId);
        if (row) await appendAudit(tx, audit);
        return row;
      });
    },

    /**
     * Lifts bans and mutes whose time is up, each with a "system" audit entry, in one
     * transaction. Idempotent: with several nodes sweeping, a row is lifted (and audited) once.
     */
    async liftExpired(now: Date): Promise<{ unbanned: string[]; unmuted: string[] }> {
      return db.transaction(async (tx) => {
        const { unbanned, unmuted } = await liftExpiredRestrictionsIn(tx, now);
        const ended = [
          ...unbanned.map((id) => ({ id, action: "user.ban_expired" })),
          ...unmuted.map((id) => ({ id, action: "user.mute_expired" })),
        ];
        for (const { id, action } of ended) {
          await appendAudit(tx, {
            actorId: null,
            actorName: "system",
            action,
            targetType: "user",
            targetId: id,
            reason: "Time is up",
          });
        }
        return { unbanned, unmuted };
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
