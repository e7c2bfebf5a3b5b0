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

    async saveSettings(settings: unknown): Promise<void> {
      await db
        .insert(aiModerationSettings)
        .values({ id: 1, settings })
        .onConflictDoUpdate({
          target: aiModerationSettings.id,
          set: { settings, updatedAt: new Date() },
        });
    },

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
