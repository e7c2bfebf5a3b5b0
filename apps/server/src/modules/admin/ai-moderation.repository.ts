import { count, eq, ne, sql } from "drizzle-orm";
import type { CustomRuleRequest } from "@huddle/contracts/admin-moderation";
import type { AiModerationSettings } from "@huddle/contracts/moderation";
import type { Db } from "../../db/client.ts";
import {
  aiModerationSettings,
  customModerationRules,
  messages,
  moderationDecisions,
} from "../../db/schema.ts";
import { appendAudit, type AuditRecord } from "./audit-log.repository.ts";

/** Staff writes to the filter's configuration, each with its audit entry; and the analytics. */
export function createAiModerationRepository(db: Db) {
  return {
    async saveSettings(settings: AiModerationSettings, audit: AuditRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(aiModerationSettings)
          .values({ id: 1, settings })
          .onConflictDoUpdate({
            target: aiModerationSettings.id,
            set: { settings, updatedAt: new Date() },
          });
        await appendAudit(tx, audit);
      });
    },

    async addRule(
      rule: CustomRuleRequest,
      createdBy: string,
      audit: Omit<AuditRecord, "targetId">,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customModerationRules)
          .values({ ...rule, createdBy })
          .returning();
        if (!row) throw new Error("insert returned no row");
        await appendAudit(tx, { ...audit, targetId: row.id, after: rule });
        return row;
      });
    },

    /** False when there was no such rule. */
    async deleteRule(id: string, audit: AuditRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(customModerationRules)
          .where(eq(customModerationRules.id, id))
          .returning();
        if (!row) return false;
        await appendAudit(tx, {
          ...audit,
          before: { pattern: row.pattern, action: row.action, description: row.description },
        });
        return true;
      });
    },

    /**
     * From recorded decisions. Scanned: every stored user message plus every blocked attempt
     * (exempt authors' messages included, an approximation we accept: docs/decisions.md).
     */
    async analytics() {
      const [[decisions], [stored], categoryRows] = await Promise.all([
        db
          .select({
            total: count(),
            blocked:
              sql<number>`count(*) filter (where ${moderationDecisions.decision} = 'block')`.mapWith(
                Number,
              ),
            quarantined:
              sql<number>`count(*) filter (where ${moderationDecisions.decision} = 'quarantine')`.mapWith(
                Number,
              ),
            reviewed:
              sql<number>`count(*) filter (where ${moderationDecisions.review} is not null)`.mapWith(
                Number,
              ),
            upheld:
              sql<number>`count(*) filter (where ${moderationDecisions.review} = 'upheld')`.mapWith(
                Number,
              ),
          })
          .from(moderationDecisions),
        db.select({ n: count() }).from(messages).where(ne(messages.type, "system")),
        db
          .select({
            category: sql<string>`jsonb_array_elements_text(${moderationDecisions.categories})`,
          })
          .from(moderationDecisions),
      ]);
      const categories: Record<string, number> = {};
      for (const { category } of categoryRows)
        categories[category] = (categories[category] ?? 0) + 1;
      return {
        totalScanned: (stored?.n ?? 0) + (decisions?.blocked ?? 0),
        totalFlagged: decisions?.total ?? 0,
        autoDeleted: decisions?.blocked ?? 0,
        quarantined: decisions?.quarantined ?? 0,
        reviewed: decisions?.reviewed ?? 0,
        upheld: decisions?.upheld ?? 0,
        categories,
      };
    },
  };
}

export type AiModerationRepository = ReturnType<typeof createAiModerationRepository>;
