import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appeals, messages, moderationDecisions, users, type MessageRow } from "../../db/schema.ts";
import { appendAudit, type AuditRecord } from "./audit-log.repository.ts";

export type AppealRow = typeof appeals.$inferSelect;
export type AppealWithAuthor = { appeal: AppealRow; username: string };

/** Appeals of filter blocks, and their decisions (each with its audit entry, in one transaction). */
export function createAppealsRepository(db: Db) {
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

    /**
     * Decides a pending appeal: an approval first publishes the text as the author's message
     * (marked reviewed). The block decision it appealed is marked overturned or upheld. Returns
     * null when the appeal was no longer pending (another moderator decided it).
     */
    async decide(input: {
      appeal: AppealRow;
      approve: boolean;
      response: string;
      staffId: string;
      now: Date;
      roomSlug: string | null;
      audit: AuditRecord;
    }): Promise<{ appeal: AppealRow; published: MessageRow | null } | null> {
      const { appeal, now, staffId } = input;
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: appeals.status })
          .from(appeals)
          .where(eq(appeals.id, appeal.id))
          .for("update");
        if (locked?.status !== "pending") return null;
        let published: MessageRow | null = null;
        if (input.approve && input.roomSlug) {
          const [row] = await tx
            .insert(messages)
            .values({
              roomSlug: input.roomSlug,
              userId: appeal.userId,
              text: appeal.messageText,
              reviewedAt: now,
              reviewedBy: staffId,
            })
            .returning();
          published = row ?? null;
        }
        const [updated] = await tx
          .update(appeals)
          .set({
            status: input.approve ? "approved" : "rejected",
            response: input.response,
            decidedAt: now,
            decidedBy: staffId,
            publishedMessageId: published?.id ?? null,
          })
          .where(eq(appeals.id, appeal.id))
          .returning();
        const [decision] = await tx
          .select({ id: moderationDecisions.id })
          .from(moderationDecisions)
          .where(
            and(
              eq(moderationDecisions.userId, appeal.userId),
              eq(moderationDecisions.text, appeal.messageText),
              eq(moderationDecisions.decision, "block"),
              isNull(moderationDecisions.review),
            ),
          )
          .orderBy(desc(moderationDecisions.createdAt))
          .limit(1);
        if (decision) {
          await tx
            .update(moderationDecisions)
            .set({ review: input.approve ? "overturned" : "upheld" })
            .where(eq(moderationDecisions.id, decision.id));
        }
        await appendAudit(tx, input.audit);
        return updated ? { appeal: updated, published } : null;
      });
    },
  };
}

export type AppealsRepository = ReturnType<typeof createAppealsRepository>;
