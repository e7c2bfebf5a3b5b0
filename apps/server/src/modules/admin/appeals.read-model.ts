import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appeals, users } from "../../db/schema.ts";
import type { AppealRow } from "../chat/chat.service.ts";

export type { AppealRow };
export type AppealWithAuthor = { appeal: AppealRow; username: string };

/**
 * Appeals of filter blocks with their authors, for staff and the appellant: a read model over
 * chat's `appeals` and `users` (docs/architecture.md). Decisions write through chat's
 * `decideAppealIn` (staff-decisions.ts).
 */
export function createAppealsReadModel(db: Db) {
  const selectWithAuthor = () =>
    db
      .select({ appeal: appeals, username: users.username })
      .from(appeals)
      .innerJoin(users, eq(users.id, appeals.userId));

  return {
    async page(status: AppealRow["status"] | undefined, page: number, limit: number) {
      const where: SQL | undefined = status ? eq(appeals.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        selectWithAuthor()
          .where(where)
          .orderBy(desc(appeals.createdAt), desc(appeals.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(appeals).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: string): Promise<AppealWithAuthor | undefined> {
      const [row] = await selectWithAuthor().where(eq(appeals.id, id)).limit(1);
      return row;
    },

    async ofUser(userId: string): Promise<AppealRow[]> {
      return db
        .select()
        .from(appeals)
        .where(eq(appeals.userId, userId))
        .orderBy(desc(appeals.createdAt))
        .limit(100);
    },
  };
}

export type AppealsReadModel = ReturnType<typeof createAppealsReadModel>;
