import { count, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messages, moderationDecisions } from "../../db/schema.ts";
import { decisionCounts } from "./decision-counts.ts";

/**
 * The AI moderation analytics (spec 001 §3): a read model over chat's `messages` and
 * `moderation_decisions` (docs/architecture.md).
 */
export function createModerationAnalyticsReadModel(db: Db) {
  return {
    /**
     * From recorded decisions. Scanned: every stored user message plus every blocked attempt
     * (exempt authors' messages included, an approximation we accept: docs/decisions.md).
     */
    async analytics() {
      const [[decisions], [stored], categoryRows] = await Promise.all([
        db
          .select({
            total: count(),
            blocked: decisionCounts.blocked,
            quarantined: decisionCounts.quarantined,
            reviewed: decisionCounts.reviewed,
            upheld: decisionCounts.upheld,
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

export type ModerationAnalyticsReadModel = ReturnType<typeof createModerationAnalyticsReadModel>;
