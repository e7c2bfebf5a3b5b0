import type { CustomRuleRequest } from "@huddle/contracts/admin-moderation";
import type { AiModerationSettings } from "@huddle/contracts/moderation";
import type { Db } from "../../db/client.ts";
import {
  deleteRuleIn,
  insertRuleIn,
  saveSettingsIn,
} from "../moderation/moderation-settings.service.ts";
import { appendAudit, type AuditRecord } from "./audit-log.repository.ts";

/**
 * Staff writes to the filter's configuration, each committed with its audit entry: the settings
 * and rules change through the moderation slice's transaction-taking writes.
 */
export function createAiModerationRepository(db: Db) {
  return {
    async saveSettings(settings: AiModerationSettings, audit: AuditRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await saveSettingsIn(tx, settings);
        await appendAudit(tx, audit);
      });
    },

    async addRule(
      rule: CustomRuleRequest,
      createdBy: string,
      audit: Omit<AuditRecord, "targetId">,
    ) {
      return db.transaction(async (tx) => {
        const row = await insertRuleIn(tx, rule, createdBy);
        await appendAudit(tx, { ...audit, targetId: row.id, after: rule });
        return row;
      });
    },

    /** False when there was no such rule. */
    async deleteRule(id: string, audit: AuditRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await deleteRuleIn(tx, id);
        if (!row) return false;
        await appendAudit(tx, {
          ...audit,
          before: { pattern: row.pattern, action: row.action, description: row.description },
        });
        return true;
      });
    },
  };
}

export type AiModerationRepository = ReturnType<typeof createAiModerationRepository>;
