import type { Db } from "../../db/client.ts";
import {
  decideAppealIn,
  decideMessageIn,
  type AppealDecision,
  type MessageDecision,
} from "../chat/chat.service.ts";
import { appendAudit, type AuditRecord } from "./audit-log.repository.ts";

/**
 * Staff decisions on chat's rows, each committed with its audit entry in one transaction: the
 * rows change through chat's transaction-taking writes, the audit entry is ours.
 */
export function createStaffDecisions(db: Db) {
  return {
    /** False (nothing written, nothing audited) when the message changed since it was seen. */
    async message(input: MessageDecision & { audit: AuditRecord }): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await decideMessageIn(tx, input))) return false;
        await appendAudit(tx, input.audit);
        return true;
      });
    },

    /** Null when the appeal was no longer pending (another moderator decided it). */
    async appeal(input: AppealDecision & { audit: AuditRecord }) {
      return db.transaction(async (tx) => {
        const decided = await decideAppealIn(tx, input);
        if (decided) await appendAudit(tx, input.audit);
        return decided;
      });
    },
  };
}

export type StaffDecisions = ReturnType<typeof createStaffDecisions>;
