import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  aiModerationSettings,
  customModerationRules,
  moderationAllowList,
} from "../../db/schema.ts";

/** The stored AI-moderation settings, staff rules and allow-list the content filter applies. */
export function createModerationSettingsRepository(db: Db) {
  return {
    async settings(): Promise<unknown> {
      const [row] = await db
        .select({ settings: aiModerationSettings.settings })
        .from(aiModerationSettings)
        .where(eq(aiModerationSettings.id, 1))
        .limit(1);
      return row?.settings;
    },

    saveSettings: (settings: unknown): Promise<void> => saveSettingsIn(db, settings),

    async customRules() {
      return db
        .select({
          id: customModerationRules.id,
          pattern: customModerationRules.pattern,
          action: customModerationRules.action,
          description: customModerationRules.description,
        })
        .from(customModerationRules);
    },

    async addCustomRule(rule: {
      pattern: string;
      action: "flag" | "delete" | "quarantine";
      description: string;
    }) {
      await db.insert(customModerationRules).values(rule);
    },

    async allowList(): Promise<string[]> {
      const rows = await db.select({ term: moderationAllowList.term }).from(moderationAllowList);
      return rows.map((r) => r.term);
    },

    async allowTerm(term: string): Promise<void> {
      await db.insert(moderationAllowList).values({ term }).onConflictDoNothing();
    },
  };
}

export type ModerationSettingsRepository = ReturnType<typeof createModerationSettingsRepository>;

/*
 * Staff writes the admin slice commits with its audit entry: they take the caller's open
 * transaction, so the SQL of these tables stays here (issue 10 §1).
 */

export async function saveSettingsIn(tx: Pick<Db, "insert">, settings: unknown): Promise<void> {
  await tx
    .insert(aiModerationSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({
      target: aiModerationSettings.id,
      set: { settings, updatedAt: new Date() },
    });
}

export type CustomRuleRow = typeof customModerationRules.$inferSelect;

export async function insertRuleIn(
  tx: Pick<Db, "insert">,
  rule: Pick<CustomRuleRow, "pattern" | "action" | "description">,
  createdBy: string,
): Promise<CustomRuleRow> {
  const [row] = await tx
    .insert(customModerationRules)
    .values({ ...rule, createdBy })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The deleted rule, or undefined when there was none. */
export async function deleteRuleIn(
  tx: Pick<Db, "delete">,
  id: string,
): Promise<CustomRuleRow | undefined> {
  const [row] = await tx
    .delete(customModerationRules)
    .where(eq(customModerationRules.id, id))
    .returning();
  return row;
}
