import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  appeals,
  messageReports,
  messages,
  moderationDecisions,
  type MessageRow,
} from "../../db/schema.ts";

/*
 * Staff decisions on chat's rows — a message, its reports, the filter's call on it, an appeal —
 * that the admin slice commits together with its audit entry: they take the caller's open
 * transaction, so the SQL of chat's tables stays here (issue 10 §1).
 */

type Tx = Pick<Db, "select" | "insert" | "update">;

export type AppealRow = typeof appeals.$inferSelect;

/**
 * Open reports on the outer `messages` row. Its id is qualified: drizzle leaves the columns of a
 * single-table query unqualified, and inside the subquery a bare "id" would be the report's.
 */
const pendingReports =
  sql<number>`(select count(*) from ${messageReports} where ${messageReports.messageId} = ${sql.identifier("messages")}.${sql.identifier("id")} and ${messageReports.status} = 'pending')`.mapWith(
    Number,
  );

export interface MessageDecision {
  messageId: string;
  staffId: string;
  now: Date;
  message: Partial<
    Pick<MessageRow, "moderationStatus" | "deletedAt" | "deletedBy" | "reviewedAt" | "reviewedBy">
  >;
  reports: "approved" | "rejected";
  filterReview: "upheld" | "overturned" | null;
  /** What the moderator saw; if another decision landed meanwhile, nothing is written. */
  expected: { moderationStatus: MessageRow["moderationStatus"]; pendingReports: number };
}

/**
 * One staff decision on a message: the message change, its open reports resolved, the filter's
 * call marked upheld or overturned. False (nothing written) when the message changed since the
 * moderator saw it.
 */
export async function decideMessageIn(tx: Tx, input: MessageDecision): Promise<boolean> {
  const [current] = await tx
    .select({
      deletedAt: messages.deletedAt,
      moderationStatus: messages.moderationStatus,
      pendingReports,
    })
    .from(messages)
    .where(eq(messages.id, input.messageId))
    .for("update");
  if (
    !current ||
    current.deletedAt !== null ||
    current.moderationStatus !== input.expected.moderationStatus ||
    current.pendingReports !== input.expected.pendingReports
  ) {
    return false;
  }
  if (Object.keys(input.message).length > 0) {
    await tx.update(messages).set(input.message).where(eq(messages.id, input.messageId));
  }
  await tx
    .update(messageReports)
    .set({ status: input.reports, resolvedAt: input.now, resolvedBy: input.staffId })
    .where(
      and(eq(messageReports.messageId, input.messageId), eq(messageReports.status, "pending")),
    );
  if (input.filterReview) {
    await tx
      .update(moderationDecisions)
      .set({ review: input.filterReview })
      .where(
        and(eq(moderationDecisions.messageId, input.messageId), isNull(moderationDecisions.review)),
      );
  }
  return true;
}

export interface AppealDecision {
  appeal: AppealRow;
  approve: boolean;
  response: string;
  staffId: string;
  now: Date;
  roomSlug: string | null;
}

/**
 * Decides a pending appeal: an approval first publishes the text as the author's message
 * (marked reviewed). The block decision it appealed is marked overturned or upheld. Null when
 * the appeal was no longer pending (another moderator decided it).
 */
export async function decideAppealIn(
  tx: Tx,
  input: AppealDecision,
): Promise<{ appeal: AppealRow; published: MessageRow | null } | null> {
  const { appeal, now, staffId } = input;
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
  return updated ? { appeal: updated, published } : null;
}
