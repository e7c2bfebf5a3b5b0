import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { wordReplacements, type WordReplacementRow } from "../../db/schema.ts";

export function createWordReplacementsRepository(db: Db) {
  return {
    async list(userId: string): Promise<WordReplacementRow[]> {
      return db
        .select()
        .from(wordReplacements)
        .where(eq(wordReplacements.userId, userId))
        .orderBy(asc(wordReplacements.createdAt), asc(wordReplacements.id));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(wordReplacements)
        .where(eq(wordReplacements.userId, userId));
      return row?.n ?? 0;
    },

    /** Inserts the pairs whose original word the user does not have yet; returns those added. */
    async insertMissing(
      userId: string,
      pairs: { originalWord: string; replacementWord: string }[],
    ): Promise<WordReplacementRow[]> {
      if (pairs.length === 0) return [];
      return db
        .insert(wordReplacements)
        .values(pairs.map((p) => ({ ...p, userId })))
        .onConflictDoNothing()
        .returning();
    },

    async update(
      userId: string,
      id: string,
      pair: { originalWord: string; replacementWord: string },
    ): Promise<WordReplacementRow | undefined> {
      const [row] = await db
        .update(wordReplacements)
        .set(pair)
        .where(and(eq(wordReplacements.id, id), eq(wordReplacements.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(wordReplacements)
        .where(and(eq(wordReplacements.id, id), eq(wordReplacements.userId, userId)))
        .returning({ id: wordReplacements.id });
      return rows.length > 0;
    },

    async replaceAll(
      userId: string,
      pairs: { originalWord: string; replacementWord: string }[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(wordReplacements).where(eq(wordReplacements.userId, userId));
        if (pairs.length > 0) {
          await tx
            .insert(wordReplacements)
            .values(pairs.map((p) => ({ ...p, userId })))
            .onConflictDoNothing();
        }
      });
    },

    async hasOriginal(userId: string, originalWord: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: wordReplacements.id })
        .from(wordReplacements)
        .where(
          and(
            eq(wordReplacements.userId, userId),
            sql`lower(${wordReplacements.originalWord}) = ${originalWord.toLowerCase()}`,
          ),
        );
      return rows.some((r) => r.id !== exceptId);
    },
  };
}

export type WordReplacementsRepository = ReturnType<typeof createWordReplacementsRepository>;
