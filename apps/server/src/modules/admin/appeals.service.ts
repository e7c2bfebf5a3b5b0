import { ADMIN_MESSAGES, ADMIN_MESSAGES_PAGE_SIZE } from "@huddle/contracts/admin";
import {
  APPEAL_OUTCOME_TEXTS,
  type ModerateAppealRequest,
} from "@huddle/contracts/admin-moderation";
import type { UserRow } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import { presentMessage } from "../chat/chat.presenter.ts";
import { chatPolicy } from "../chat/chat.policy.ts";
import type { ChatQueries } from "../chat/chat.queries.ts";
import type { UsersService } from "../users/users.service.ts";
import type { AppealNotifier } from "./appeal-notifier.ts";
import { appealRoom, presentAdminAppeal, presentUserAppeal } from "./appeals.presenter.ts";
import { nameRooms } from "./room-namer.ts";
import type { AppealsReadModel, AppealWithAuthor } from "./appeals.read-model.ts";
import type { StaffDecisions } from "./staff-decisions.ts";
import type { StaffRealtime } from "./staff-realtime.ts";

export interface AppealsServiceDeps {
  appeals: AppealsReadModel;
  decisions: Pick<StaffDecisions, "appeal">;
  messages: ChatQueries;
  users: UsersService;
  events: DomainEventPublisher;
  realtime: StaffRealtime;
  notifier: AppealNotifier;
  clock: Clock;
  /**
   * Whether the author may post in the room (it exists, and a private team's is its members'):
   * an approval publishes the text there as theirs.
   */
  mayPost(userId: string, slug: string): Promise<boolean>;
  /** A room's name for the consoles (RoomNames.publicNameOf). */
  roomName(slug: string): Promise<string>;
}

/**
 * Appeals of filter blocks (spec 001 §4: pending → approved or rejected). Blocked texts are not
 * stored as messages, so an approval publishes the appealed text into its room as the author's
 * message, marked reviewed (issue 13).
 */
export function createAppealsService(deps: AppealsServiceDeps) {
  const { appeals: repo, decisions, clock, realtime } = deps;

  /** Appeals as staff see them, each room named once per call. */
  async function presentForStaff(rows: AppealWithAuthor[]) {
    const slugs = rows.map((row) => appealRoom(row.appeal)).filter((s) => s !== null);
    const nameOf = await nameRooms(slugs, deps.roomName);
    return rows.map((row) => {
      const slug = appealRoom(row.appeal);
      return presentAdminAppeal(row, slug === null ? null : nameOf(slug));
    });
  }

  /** Why the author may not post now (an approval then publishes nothing), or null. */
  const barred = (author: UserRow | undefined) =>
    !author || chatPolicy.post(author) ? null : author.banned ? "banned" : "muted";

  async function decide(
    actor: UserRow,
    id: string,
    input: ModerateAppealRequest,
    auditAction: string,
    mustPost = false,
  ) {
    const found = await repo.find(id);
    if (!found) throw notFound(ADMIN_MESSAGES.appealNotFound);
    if (found.appeal.status !== "pending") throw conflict(ADMIN_MESSAGES.appealDecided);
    const approve = input.action === "approve";
    const slug = appealRoom(found.appeal);
    const roomSlug = slug && (await deps.mayPost(found.appeal.userId, slug)) ? slug : null;
    if (approve && !slug) throw conflict(ADMIN_MESSAGES.appealWithoutRoom);
    if (approve && !roomSlug) throw conflict(ADMIN_MESSAGES.appealRoomClosed);
    const author = await deps.users.findById(found.appeal.userId);
    const restriction = approve ? barred(author) : null;
    if (restriction && mustPost) {
      throw conflict(APPEAL_OUTCOME_TEXTS.cannotAllow(found.username, restriction));
    }
    const result = await decisions.appeal({
      appeal: found.appeal,
      approve,
      response: input.response,
      staffId: actor.id,
      now: clock.now(),
      roomSlug: restriction ? null : roomSlug,
      audit: {
        actorId: actor.id,
        actorName: actor.username,
        action: auditAction,
        targetType: "appeal",
        targetId: id,
        reason: input.response,
        before: { status: "pending" },
        after: {
          status: approve ? "approved" : "rejected",
          roomSlug,
          ...(restriction ? { notPosted: restriction } : {}),
        },
      },
    });
    if (!result) throw conflict(ADMIN_MESSAGES.appealDecided);
    if (result.published) {
      const record = await deps.messages.findRecord(result.published.id);
      if (record) deps.events.publish("chat.message-created", presentMessage(record));
    }
    realtime.resolved({ kind: "appeal", id, status: approve ? "approved" : "rejected" });
    if (author) void deps.notifier.notify(author, presentUserAppeal(result.appeal));
    return {
      appeal: (await presentForStaff([{ ...found, appeal: result.appeal }]))[0]!,
      published: result.published,
      message: restriction
        ? APPEAL_OUTCOME_TEXTS.notPosted(found.username, restriction)
        : APPEAL_OUTCOME_TEXTS[approve ? "approved" : "rejected"],
    };
  }

  return {
    async list(status: "pending" | "approved" | "rejected" | undefined, page: number) {
      const limit = ADMIN_MESSAGES_PAGE_SIZE;
      const { rows, total } = await repo.page(status, page, limit);
      return {
        appeals: await presentForStaff(rows),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },

    async moderate(actor: UserRow, id: string, input: ModerateAppealRequest) {
      const { appeal, message } = await decide(actor, id, input, `appeal.${input.action}`);
      return { success: true as const, appeal, message };
    },

    /** 'allow' from the messages view: approves the appeal; null when `id` is no appeal. */
    async allow(actor: UserRow, id: string, reason: string): Promise<string | null> {
      if (!(await repo.find(id))) return null;
      const input = { action: "approve" as const, response: reason };
      const { published } = await decide(actor, id, input, "message.allow", true);
      return published?.id ?? null;
    },

    async ofUser(user: UserRow) {
      return { appeals: (await repo.ofUser(user.id)).map(presentUserAppeal) };
    },

    async oneOfUser(user: UserRow, id: string) {
      const found = await repo.find(id);
      // Another user's appeal is answered like a missing one: ids reveal nothing.
      if (!found || found.appeal.userId !== user.id) throw notFound(ADMIN_MESSAGES.appealNotFound);
      return { appeal: presentUserAppeal(found.appeal) };
    },
  };
}

export type AppealsService = ReturnType<typeof createAppealsService>;
