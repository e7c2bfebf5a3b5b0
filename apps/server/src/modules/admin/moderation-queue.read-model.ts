import { and, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ModerationItemStatus } from "@huddle/contracts/admin-moderation";
import type { Db } from "../../db/client.ts";
import {
  appeals,
  customGames,
  customTeams,
  messageReports,
  messages,
  moderationDecisions,
  users,
} from "../../db/schema.ts";

const parent = alias(messages, "parent");
const parentAuthor = alias(users, "parent_author");

/**
 * The outer message's id, always qualified: drizzle leaves columns of single-table queries
 * unqualified, and inside these subqueries a bare "id" would be the subquery's own row.
 */
const messageId = sql`${sql.identifier("messages")}.${sql.identifier("id")}`;
const pendingReports =
  sql<number>`(select count(*) from ${messageReports} where ${messageReports.messageId} = ${messageId} and ${messageReports.status} = 'pending')`.mapWith(
    Number,
  );
const rejectedReports = sql`exists (select 1 from ${messageReports} where ${messageReports.messageId} = ${messageId} and ${messageReports.status} = 'rejected')`;
const appealed = sql<boolean>`exists (select 1 from ${appeals} where ${appeals.publishedMessageId} = ${messageId})`;
/**
 * Whether staff may see the message without reading its room as a fan: anything outside a
 * closed custom room (a private team's, or a game whose home team is private or that is closed
 * to spectators, as team-rooms.service.ts rules), and inside one what reached staff: a report,
 * a hold or flag, a staff decision, an appeal (docs/decisions.md, "Site staff and private
 * teams"). Written as SQL so lists, counts and single reads agree.
 */
const roomSlugOf = sql`${sql.identifier("messages")}.${sql.identifier("room_slug")}`;
const closedCustomRoom = sql`(
  (${roomSlugOf} like 'custom-team-%' and not exists (
    select 1 from ${customTeams} open_team
    where open_team.is_public and ${roomSlugOf} = 'custom-team-' || open_team.id::text))
  or (${roomSlugOf} like 'custom-game-%' and not exists (
    select 1 from ${customGames} open_game
    join ${customTeams} home_team on home_team.id = open_game.team_id
    where home_team.is_public and open_game.is_public and open_game.allow_spectators
      and ${roomSlugOf} = 'custom-game-' || open_game.id::text)))`;
const reachedStaff = sql`(
  ${sql.identifier("messages")}.${sql.identifier("moderation_status")} <> 'visible'
  or ${sql.identifier("messages")}.${sql.identifier("reviewed_at")} is not null
  or exists (select 1 from ${messageReports} where ${messageReports.messageId} = ${messageId})
  or ${appealed})`;
const staffMaySee = sql<boolean>`(not ${closedCustomRoom} or ${reachedStaff})`;

const lastReportAt = sql`(select max(${messageReports.createdAt}) from ${messageReports} where ${messageReports.messageId} = ${messageId} and ${messageReports.status} = 'pending')`;

/** spec 001 §4 Moderation item status, derived from what is stored (see docs/decisions.md). */
const itemStatus = sql<ModerationItemStatus>`case
  when ${messages.deletedAt} is not null then 'deleted'
  when ${messages.moderationStatus} = 'quarantined' or ${pendingReports} > 0 then 'pending'
  when ${messages.reviewedAt} is not null then 'approved'
  when ${rejectedReports} then 'rejected'
  else 'active' end`;

export interface QueueFilter {
  status?: ModerationItemStatus;
  userId?: string;
  roomSlug?: string;
  /** Only what waits for a decision: open reports or held messages. */
  awaitingDecision?: boolean;
  /**
   * Leave out what staff may not see without reading its room (`staffMaySee`); off where the
   * caller already checked the viewer may read the one room asked for.
   */
  onlyWhatStaffMaySee?: boolean;
}

export type QueueRow = Awaited<
  ReturnType<ReturnType<typeof createModerationQueueReadModel>["page"]>
>["rows"][number];

/**
 * Stored messages as moderators see them: every status, reports and filter decisions. A read
 * model over chat's tables and `users` (docs/architecture.md); staff decisions write through
 * chat's `decideMessageIn` (staff-decisions.ts).
 */
export function createModerationQueueReadModel(db: Db) {
  const selectRows = () =>
    db
      .select({
        message: messages,
        author: { id: users.id, username: users.username, adminLevel: users.adminLevel },
        parent: { id: parent.id, text: parent.text, username: parentAuthor.username },
        pendingReports,
        isAppealed: appealed,
        status: itemStatus,
        staffMaySee,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.userId))
      .leftJoin(parent, eq(parent.id, messages.parentMessageId))
      .leftJoin(parentAuthor, eq(parentAuthor.id, parent.userId));

  function where(filter: QueueFilter): SQL | undefined {
    const parts: SQL[] = [ne(messages.type, "system")];
    if (filter.onlyWhatStaffMaySee) parts.push(staffMaySee);
    if (filter.userId) parts.push(eq(messages.userId, filter.userId));
    if (filter.roomSlug) parts.push(eq(messages.roomSlug, filter.roomSlug));
    if (filter.status) parts.push(sql`${itemStatus} = ${filter.status}`);
    if (filter.awaitingDecision) {
      parts.push(isNull(messages.deletedAt));
      parts.push(sql`(${messages.moderationStatus} = 'quarantined' or ${pendingReports} > 0)`);
    }
    return and(...parts);
  }

  return {
    async page(filter: QueueFilter, page: number, limit: number) {
      const condition = where(filter);
      const order = filter.awaitingDecision
        ? [sql`coalesce(${lastReportAt}, ${messages.createdAt}) desc`, desc(messages.id)]
        : [desc(messages.createdAt), desc(messages.id)];
      const [rows, [total]] = await Promise.all([
        selectRows()
          .where(condition)
          .orderBy(...order)
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(messages)
          .where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: string) {
      const [row] = await selectRows().where(eq(messages.id, id)).limit(1);
      return row;
    },

    async reportsOf(messageId: string) {
      return db
        .select({
          id: messageReports.id,
          reporterId: messageReports.reporterId,
          reporter: users.username,
          reason: messageReports.reason,
          status: messageReports.status,
          createdAt: messageReports.createdAt,
        })
        .from(messageReports)
        .innerJoin(users, eq(users.id, messageReports.reporterId))
        .where(eq(messageReports.messageId, messageId))
        .orderBy(desc(messageReports.createdAt));
    },

    async decisionOf(messageId: string) {
      const [row] = await db
        .select()
        .from(moderationDecisions)
        .where(eq(moderationDecisions.messageId, messageId))
        .orderBy(desc(moderationDecisions.createdAt))
        .limit(1);
      return row;
    },
  };
}

export type ModerationQueueReadModel = ReturnType<typeof createModerationQueueReadModel>;
