import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notificationRules, type NotificationRuleRow } from "../../db/schema.ts";

export type NewRule = Omit<typeof notificationRules.$inferInsert, "id" | "createdAt" | "updatedAt">;

export function createNotificationRulesRepository(db: Db) {
  const own = (userId: string, id: string) =>
    and(eq(notificationRules.userId, userId), eq(notificationRules.id, id));

  return {
    async list(
      userId: string,
      filter: { type?: NotificationRuleRow["ruleType"]; active?: boolean },
      page: { limit: number; offset: number },
    ): Promise<{ rows: NotificationRuleRow[]; total: number }> {
      const where = and(
        eq(notificationRules.userId, userId),
        filter.type ? eq(notificationRules.ruleType, filter.type) : undefined,
        filter.active === undefined ? undefined : eq(notificationRules.isActive, filter.active),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(notificationRules)
          .where(where)
          .orderBy(asc(notificationRules.createdAt), asc(notificationRules.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(notificationRules)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** What the caps count: every rule of the user, with its type and channels. */
    async kinds(
      userId: string,
    ): Promise<Pick<NotificationRuleRow, "id" | "ruleType" | "deliveryChannels">[]> {
      return db
        .select({
          id: notificationRules.id,
          ruleType: notificationRules.ruleType,
          deliveryChannels: notificationRules.deliveryChannels,
        })
        .from(notificationRules)
        .where(eq(notificationRules.userId, userId));
    },

    async find(userId: string, id: string): Promise<NotificationRuleRow | undefined> {
      const [row] = await db.select().from(notificationRules).where(own(userId, id)).limit(1);
      return row;
    },

    async insert(values: NewRule): Promise<NotificationRuleRow> {
      const [row] = await db.insert(notificationRules).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async update(
      userId: string,
      id: string,
      values: NewRule,
    ): Promise<NotificationRuleRow | undefined> {
      const [row] = await db
        .update(notificationRules)
        .set({ ...values, updatedAt: new Date() })
        .where(own(userId, id))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notificationRules)
        .where(own(userId, id))
        .returning({ id: notificationRules.id });
      return rows.length > 0;
    },
  };
}

export type NotificationRulesRepository = ReturnType<typeof createNotificationRulesRepository>;
