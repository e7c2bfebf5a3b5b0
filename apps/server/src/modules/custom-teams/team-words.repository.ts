import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { customTeamWordReplacements, type TeamWordReplacementRow } from "../../db/schema.ts";

type Pair = { originalWord: string; replacementWord: string };
const table = customTeamWordReplacements;

/** A team's word replacements (spec 001 §3); one per original word, any letter case. */
export function createTeamWordsRepository(db: Db) {
  const byId = (teamId: string, id: string) => and(eq(table.teamId, teamId), eq(table.id, id));
  return {
    list(teamId: string): Promise<TeamWordReplacementRow[]> {
      return db
        .select()
        .from(table)
        .where(eq(table.teamId, teamId))
        .orderBy(asc(table.createdAt), asc(table.id));
    },

    async count(teamId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.teamId, teamId));
      return row?.n ?? 0;
    },

    /** Inserts the pairs whose word the team lacks; returns the rows added. */
    async insertMissing(teamId: string, pairs: Pair[]): Promise<TeamWordReplacementRow[]> {
      if (pairs.length === 0) return [];
      return db
        .insert(table)
        .values(pairs.map((p) => ({ ...p, teamId })))
        .onConflictDoNothing()
        .returning();
    },

    async update(teamId: string, id: string, replacementWord: string) {
      const [row] = await db
        .update(table)
        .set({ replacementWord })
        .where(byId(teamId, id))
        .returning();
      return row;
    },

    async remove(teamId: string, id: string): Promise<boolean> {
      const rows = await db.delete(table).where(byId(teamId, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

export type TeamWordsRepository = ReturnType<typeof createTeamWordsRepository>;
