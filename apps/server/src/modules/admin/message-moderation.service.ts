import { ADMIN_MESSAGES } from "@huddle/contracts/admin";
import type {
  AdminListMessagesQuery,
  BulkMessagesRequest,
  MessageDetailsResponse,
  ModerateMessageRequest,
  ModerationMessagesResponse,
} from "@huddle/contracts/admin-moderation";
import { ADMIN_MESSAGES_PAGE_SIZE, type BulkResult } from "@huddle/contracts/admin";
import type { UserRow } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { conflict, forbidden, HttpError, notFound } from "../../lib/http-error.ts";
import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import { presentMessage } from "../chat/chat.presenter.ts";
import type { ChatQueries } from "../chat/chat.queries.ts";
import type { AuditLogRepository } from "./audit-log.repository.ts";
import { presentHistory } from "./moderation-history.presenter.ts";
import { presentModerationMessage } from "./moderation-messages.presenter.ts";
import { nameRooms } from "./room-namer.ts";
import type {
  ModerationQueueReadModel,
  QueueFilter,
  QueueRow,
} from "./moderation-queue.read-model.ts";
import type { StaffDecisions } from "./staff-decisions.ts";
import type { StaffRealtime } from "./staff-realtime.ts";

export interface MessageModerationDeps {
  queue: ModerationQueueReadModel;
  decisions: Pick<StaffDecisions, "message">;
  messages: ChatQueries;
  audit: AuditLogRepository;
  events: DomainEventPublisher;
  realtime: StaffRealtime;
  clock: Clock;
  /**
   * 'allow' on an appeal's id approves the appeal (issue 13: an appealed message is allowed);
   * resolves to the published message's id, or null when `id` is not an appeal.
   */
  allowAppeal(actor: UserRow, appealId: string, reason: string): Promise<string | null>;
  /** Whether a user may read a room's history (a private team's is its members'). */
  mayRead(userId: string, slug: string): Promise<boolean>;
  /** A room's name for the consoles (RoomNames.publicNameOf). */
  roomName(slug: string): Promise<string>;
}

/**
 * spec 001 §4 Moderation item status: judging stored messages. approve/allow publish a held
 * message (or clear a flag) and dismiss its reports; delete removes it from every screen and
 * upholds its reports; reject dismisses the reports, and a held message stays unpublished.
 */
export function createMessageModerationService(deps: MessageModerationDeps) {
  const { queue, decisions, audit, events, realtime, clock } = deps;

  async function pageOf(
    viewer: UserRow,
    filter: QueueFilter,
    page: number,
  ): Promise<ModerationMessagesResponse> {
    // A room's whole history only where the staff member could read it as a fan: a private
    // team's room reaches staff through its reported and held messages (docs/decisions.md).
    if (filter.roomSlug && !(await deps.mayRead(viewer.id, filter.roomSlug))) {
      throw forbidden(ADMIN_MESSAGES.privateRoom);
    }
    const limit = ADMIN_MESSAGES_PAGE_SIZE;
    const onlyWhatStaffMaySee = !filter.roomSlug;
    const { rows, total } = await queue.page({ ...filter, onlyWhatStaffMaySee }, page, limit);
    const nameOf = await nameRooms(
      rows.map((row) => row.message.roomSlug),
      deps.roomName,
    );
    return {
      messages: rows.map((row) =>
        presentModerationMessage(row, nameOf(row.message.roomSlug), viewer),
      ),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }

  async function load(id: string): Promise<QueueRow> {
    const row = await queue.find(id);
    if (!row || row.message.type === "system") throw notFound(ADMIN_MESSAGES.messageNotFound);
    return row;
  }

  /** The message, when the viewer may see it: in a closed room, only what reached staff. */
  async function loadFor(viewer: UserRow, id: string): Promise<QueueRow> {
    const row = await load(id);
    if (!row.staffMaySee && !(await deps.mayRead(viewer.id, row.message.roomSlug))) {
      throw forbidden(ADMIN_MESSAGES.privateRoom);
    }
    return row;
  }

  /** After commit: readers see the change live, other staff consoles drop the item. */
  async function publishEffects(
    actor: UserRow,
    before: QueueRow,
    action: ModerateMessageRequest["action"],
  ) {
    const { message } = before;
    if (
      action === "delete" ||
      (action === "reject" && message.moderationStatus === "quarantined")
    ) {
      events.publish("chat.message-deleted", { id: message.id, roomSlug: message.roomSlug });
    } else if (message.moderationStatus === "quarantined") {
      const record = await deps.messages.findRecord(message.id);
      if (record) events.publish("chat.message-created", presentMessage(record));
    }
    const after = await load(message.id);
    realtime.resolved({ kind: "message", id: message.id, status: after.status });
    return presented(after, actor);
  }

  async function presented(row: QueueRow, viewer: UserRow) {
    return presentModerationMessage(row, await deps.roomName(row.message.roomSlug), viewer);
  }

  async function moderate(actor: UserRow, id: string, input: ModerateMessageRequest) {
    const published =
      input.action === "allow" ? await deps.allowAppeal(actor, id, input.reason) : null;
    if (published) return presented(await load(published), actor);
    const before = await loadFor(actor, id);
    const { message } = before;
    if (message.deletedAt) throw conflict(ADMIN_MESSAGES.nothingToModerate);
    const held = message.moderationStatus === "quarantined";
    const awaiting = held || before.pendingReports > 0 || message.moderationStatus === "flagged";
    if (input.action !== "delete" && !awaiting) throw conflict(ADMIN_MESSAGES.nothingToModerate);
    const now = clock.now();
    const publish = input.action === "approve" || input.action === "allow";
    const remove = input.action === "delete" || (input.action === "reject" && held);
    const decided = await decisions.message({
      expected: {
        moderationStatus: message.moderationStatus,
        pendingReports: before.pendingReports,
      },
      messageId: id,
      staffId: actor.id,
      now,
      message: remove
        ? { deletedAt: now, deletedBy: actor.id, reviewedAt: now, reviewedBy: actor.id }
        : publish
          ? { moderationStatus: "visible", reviewedAt: now, reviewedBy: actor.id }
          : {},
      reports: input.action === "delete" ? "approved" : "rejected",
      filterReview: publish ? "overturned" : remove ? "upheld" : null,
      audit: {
        actorId: actor.id,
        actorName: actor.username,
        action: `message.${input.action}`,
        targetType: "message",
        targetId: id,
        reason: input.reason,
        before: { status: before.status, moderationStatus: message.moderationStatus },
        after: { action: input.action },
      },
    });
    if (!decided) throw conflict(ADMIN_MESSAGES.alreadyDecided);
    return publishEffects(actor, before, input.action);
  }

  return {
    reported: (viewer: UserRow, page: number) => pageOf(viewer, { awaitingDecision: true }, page),
    list: (viewer: UserRow, query: AdminListMessagesQuery) =>
      pageOf(
        viewer,
        { status: query.status, userId: query.userId, roomSlug: query.roomId },
        query.page,
      ),
    ofUser: (viewer: UserRow, userId: string, page: number) => pageOf(viewer, { userId }, page),
    ofRoom: (viewer: UserRow, roomSlug: string, page: number) => pageOf(viewer, { roomSlug }, page),

    async details(viewer: UserRow, id: string): Promise<MessageDetailsResponse> {
      const row = await loadFor(viewer, id);
      const [parent, history, reports, decision] = await Promise.all([
        row.message.parentMessageId ? queue.find(row.message.parentMessageId) : undefined,
        audit.historyOf(id),
        queue.reportsOf(id),
        queue.decisionOf(id),
      ]);
      const message = await presented(row, viewer);
      return {
        message,
        room: { slug: row.message.roomSlug, name: message.roomName },
        parent: parent ? await presented(parent, viewer) : null,
        history: presentHistory(history),
        reports: reports.map((r) => ({
          id: r.id,
          reporter: { userId: r.reporterId, username: r.reporter },
          reason: r.reason,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
        filterDecision: decision
          ? {
              decision: decision.decision,
              categories: decision.categories,
              scores: decision.scores,
              toxicityScore: decision.toxicityScore,
              createdAt: decision.createdAt.toISOString(),
              review: decision.review ?? null,
            }
          : null,
      };
    },

    async moderate(actor: UserRow, id: string, input: ModerateMessageRequest) {
      return { success: true as const, message: await moderate(actor, id, input) };
    },

    async bulk(actor: UserRow, input: BulkMessagesRequest): Promise<BulkResult> {
      const results: BulkResult["results"] = [];
      for (const id of new Set(input.messageIds)) {
        try {
          await moderate(actor, id, { action: input.action, reason: input.reason });
          results.push({ id, ok: true });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ id, ok: false, error: error.message });
        }
      }
      return { success: true, results };
    },
  };
}

export type MessageModerationService = ReturnType<typeof createMessageModerationService>;
