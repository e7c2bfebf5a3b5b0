import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import {
  CHAT_MESSAGES,
  slowModeMessage,
  type ChatMessage,
  type GameMoment,
  type ListMessagesQuery,
  type ListMessagesResponse,
  type PostingRestriction,
  type RoomSettings,
  type RoomSettingsChanged,
  type SendMessageRequest,
} from "@huddle/contracts/chat";
import type { Room } from "@huddle/contracts/rules/room";
import type { AbuseBudgets } from "../../abuse/abuse-budgets.ts";
import type { MessageRow, UserRow } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
} from "../../lib/http-error.ts";
import { hitAll, type RateStore } from "../../lib/rate/rate-store.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { violatedUniqueConstraint } from "../../lib/unique-violation.ts";
import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import {
  presentReactions,
  reactedMessageIds,
  type ReactionsByMessage,
  type ReactionsQueries,
} from "../reactions/reactions.queries.ts";
import type { UserLookups } from "../users/user-lookups.ts";
import type { UsersService } from "../users/users.service.ts";
import { chatPolicy } from "./chat.policy.ts";
import { presentMessage } from "./chat.presenter.ts";
import type { ContentFilter, FilterVerdict } from "./content-filter.ts";
import {
  isVisibleToReaders,
  type FilterDecisionRecord,
  type MessageRecord,
  type MessagesRepository,
  type NewMessage,
} from "./messages.repository.ts";
import { createRecentTexts } from "./recent-texts.ts";
import type { Rewrite, RoomDirectory } from "./room-directory.ts";
import type { RoomSettingsRepository, StoredRoomSettings } from "./room-settings.repository.ts";

/** The user's own recent texts the filter compares against (duplicate-rate spam check). */
const RECENT_WINDOW_MS = 60_000;
const RECENT_LIMIT = 5;
/** How stale a cached room setting (slow mode, lock) or newest history page may be. */
const ROOM_SETTINGS_CACHE_MS = 5_000;
const HISTORY_CACHE_MS = 1_000;

export interface ChatServiceDeps {
  messages: MessagesRepository;
  roomSettings: RoomSettingsRepository;
  users: UsersService;
  /** Accounts as of a moment ago (users/user-lookups.ts), for sends and edits. */
  userLookups: Pick<UserLookups, "findById">;
  filter: ContentFilter;
  rates: RateStore;
  /** Sends and edits per room and per user (src/abuse/abuse-budgets.ts). */
  budgets: AbuseBudgets["chat"];
  rooms: RoomDirectory;
  /** Where committed writes are announced (realtime, staff alerts, pushes subscribe). */
  events: DomainEventPublisher;
  clock: Clock;
  /** The viewer's word filter, applied to what that viewer reads; null when it changes nothing. */
  rewriterFor(viewer: UserRow): Promise<((text: string) => string) | null>;
  /** Authors the viewer blocked; their messages are hidden from the viewer's history. */
  blockedBy(viewer: UserRow): Promise<ReadonlySet<string>>;
  /**
   * Where the game of a game or sideline room stands now, or stood `delaySeconds` ago for a fan
   * with a spoiler delay (issue 15 §4); null for other rooms.
   */
  momentFor(room: Room, delaySeconds?: number): Promise<GameMoment | null>;
  /** Reactions on a page of messages (issue 15 §1), one query per page. */
  reactions: Pick<ReactionsQueries, "byMessage" | "reactedBy">;
  /** A moderator acted in chat (deleted another's message, set slow mode): the audit log. */
  staffAction?(entry: StaffActionEntry): Promise<void>;
}

export interface StaffActionEntry {
  actor: UserRow;
  action: "message.delete" | "room.slow_mode";
  targetType: "message" | "room";
  targetId: string;
  before: unknown;
  after: unknown;
}

/** A room's stored settings as every reader may see them. */
export function presentSettings(roomSlug: string, stored: StoredRoomSettings): RoomSettingsChanged {
  return {
    roomSlug,
    slowModeSeconds: stored.slowModeSeconds,
    slowModeSource: stored.slowModeSource,
    locksAt: stored.locksAt?.toISOString() ?? null,
  };
}

export const MESSAGE_BLOCKED = "Message blocked by content filter";

/**
 * A cached history page with its reactions. `shared` holds, per audience (fans, staff), each
 * message's JSON as every reader sees it who has no word filter, blocks nobody and neither wrote
 * nor reacted to it (their abilities then depend on whether they are staff alone), and the
 * whole page's JSON for a reader to whom all of it is so.
 */
interface HistoryPage {
  records: MessageRecord[];
  total: number;
  reactions: ReactionsByMessage;
  shared?: Partial<Record<Audience, { messages: string[]; page?: string }>>;
}

type Audience = ReturnType<typeof chatPolicy.audienceOf>;

/** What one viewer may see and do: their filter, the authors they blocked, their reactions, their rights. */
interface HistoryView {
  viewer: UserRow;
  rewrite?: (text: string) => string;
  blocked: ReadonlySet<string>;
  reacted: ReadonlySet<string>;
}

/** One message of a page as one viewer sees it, with their abilities on it. */
function presentForViewer(
  record: MessageRecord,
  reactions: ReactionsByMessage,
  view: HistoryView,
): ChatMessage {
  const message = presentMessage(
    record,
    view.rewrite,
    presentReactions(reactions.get(record.message.id), view.reacted),
  );
  return { ...message, abilities: chatPolicy.abilitiesOn(view.viewer, message) };
}

/** Presents a page for one viewer, hiding blocked authors (the cache is shared by all). */
function presentPage(
  page: { records: MessageRecord[]; total: number; reactions: ReactionsByMessage },
  view: HistoryView,
  limit: number,
  offset: number,
): ListMessagesResponse {
  const shown =
    view.blocked.size === 0
      ? page.records
      : page.records.filter((r) => !r.message.userId || !view.blocked.has(r.message.userId));
  return {
    messages: shown.map((r) => presentForViewer(r, page.reactions, view)),
    total: page.total - (page.records.length - shown.length),
    limit,
    offset,
  };
}

/**
 * The page's JSON for a viewer without a word filter or blocks: the audience's shared page, or,
 * when the viewer wrote or reacted to some of it, its shared messages with only those presented
 * for them. An active chatter reading history costs their own lines, not the page.
 */
function sharedPageJson(
  page: HistoryPage,
  view: HistoryView,
  audience: Audience,
  limit: number,
  offset: number,
): string {
  const shared = (page.shared ??= {});
  // The fragments are everyone's: presented for a reader of this audience who wrote nothing
  // (no message has an empty author id) and reacted to nothing.
  const anyone: HistoryView = { ...view, viewer: { ...view.viewer, id: "" }, reacted: new Set() };
  const fragments = (shared[audience] ??= {
    messages: page.records.map((r) => JSON.stringify(presentForViewer(r, page.reactions, anyone))),
  });
  const reactedOn = reactedMessageIds(view.reacted);
  const personal = (r: MessageRecord) =>
    r.message.userId === view.viewer.id || reactedOn.has(r.message.id);
  const wrap = (messages: readonly string[]) =>
    `{"messages":[${messages.join(",")}],"total":${page.total},"limit":${limit},"offset":${offset}}`;
  if (!page.records.some(personal)) return (fragments.page ??= wrap(fragments.messages));
  return wrap(
    page.records.map((r, i) =>
      personal(r)
        ? JSON.stringify(presentForViewer(r, page.reactions, view))
        : fragments.messages[i]!,
    ),
  );
}

/** A site mute as the composer is told it up front, until when (null: permanent). */
function siteMute(user: UserRow): PostingRestriction {
  return { message: CHAT_MESSAGES.muted, mutedUntil: user.mutedUntil?.toISOString() ?? null };
}

/** A muted user's refusal says until when (null: permanent), as a team mute does. */
function mutedRefusal(user: UserRow): HttpError {
  const { mutedUntil } = siteMute(user);
  return new HttpError(403, CHAT_MESSAGES.muted, undefined, undefined, { mutedUntil });
}

/** A content-filter refusal: 400 with reason, categories (labels) and toxicityScore. */
function filterRejection(verdict: FilterVerdict): HttpError {
  return new HttpError(400, MESSAGE_BLOCKED, undefined, undefined, {
    reason: verdict.reason || MESSAGE_BLOCKED,
    categories: verdict.labels,
    toxicityScore: verdict.toxicityScore,
  });
}

export function createChatService(deps: ChatServiceDeps) {
  const { messages, roomSettings, users, filter, rates, budgets, rooms, events, clock } = deps;
  const now = () => clock.now().getTime();
  // Short-lived caches on the hot paths (docs/performance.md): a busy room otherwise costs
  // several database round trips per message and per history read.
  const settingsCache = new TtlCache<string, StoredRoomSettings>(
    ROOM_SETTINGS_CACHE_MS,
    10_000,
    now,
  );
  const settingsOf = (roomSlug: string) =>
    settingsCache.getOrLoad(roomSlug, () => roomSettings.settings(roomSlug));
  const isLocked = (settings: StoredRoomSettings) =>
    settings.locksAt !== null && settings.locksAt.getTime() <= now();
  const historyCache = new TtlCache<string, HistoryPage>(HISTORY_CACHE_MS, 1_000, now);
  const recentTexts = createRecentTexts(RECENT_WINDOW_MS, RECENT_LIMIT, now);
  const reactionsOf = (records: MessageRecord[]) =>
    deps.reactions.byMessage(records.map((r) => r.message.id));
  const forgetHistory = (roomSlug: string) =>
    historyCache.deleteWhere((key) => key.startsWith(`${roomSlug}|`));

  /** The user as of a moment ago, so a mute or ban applied since connecting already counts. */
  async function currentUser(userId: string): Promise<UserRow> {
    const user = await deps.userLookups.findById(userId);
    if (!user || user.banned) throw forbidden(AUTH_MESSAGES.suspended);
    return user;
  }

  /**
   * Sends and edits alike: the room's budget, the user's budget across all rooms (so many rooms
   * do not multiply the room budget), then the room's slow mode. Counted in the shared rate
   * store, so every node sees the same spend; both budgets in one round trip (hitAll).
   */
  async function enforceSendLimits(user: UserRow, roomSlug: string): Promise<void> {
    const burst = await hitAll(rates, [
      { key: `send:${user.id}:${roomSlug}`, ...budgets.perRoom },
      { key: `send-user:${user.id}`, ...budgets.perUser },
    ]);
    if (!burst.allowed) throw tooManyRequests(CHAT_MESSAGES.tooFast, burst.retryAfterMs / 1000);
    if (chatPolicy.bypassSlowMode(user)) return;
    const slowSeconds = (await settingsOf(roomSlug)).slowModeSeconds;
    if (slowSeconds <= 0) return;
    const slot = await rates.claim(`slow:${user.id}:${roomSlug}`, slowSeconds * 1000);
    if (!slot.claimed) {
      const secondsLeft = Math.ceil(slot.retryAfterMs / 1000);
      throw tooManyRequests(slowModeMessage(secondsLeft), secondsLeft);
    }
  }

  /**
   * A locked room (a sideline room an hour after its final, issue 15 §3) is read-only for
   * everyone, staff included: its history stays, nothing is added or changed.
   */
  async function refuseWhenLocked(roomSlug: string): Promise<void> {
    if (isLocked(await settingsOf(roomSlug))) throw forbidden(CHAT_MESSAGES.roomLocked);
  }

  /** Runs the filter unless the user is exempt; throws on a block, returns the record to keep. */
  async function screen(
    user: UserRow,
    roomSlug: string,
    text: string,
  ): Promise<{ verdict: FilterVerdict | null; decision?: FilterDecisionRecord }> {
    if (chatPolicy.bypassFilter(user)) return { verdict: null };
    const verdict = await filter.check(text, recentTexts.of(user.id));
    if (verdict.decision === "allow") return { verdict };
    const decision: FilterDecisionRecord = {
      userId: user.id,
      roomSlug,
      text,
      decision: verdict.decision,
      categories: verdict.categories,
      scores: verdict.scores,
      toxicityScore: verdict.toxicityScore,
    };
    if (verdict.decision === "block") {
      await messages.recordDecision(decision);
      events.publish("chat.message-screened", {
        ...decision,
        decision: "block",
        username: user.username,
        messageId: null,
      });
      throw filterRejection(verdict);
    }
    return { verdict, decision };
  }

  async function loadPresented(id: string, rewrite?: Rewrite): Promise<ChatMessage> {
    const record = await messages.findRecord(id);
    if (!record) throw notFound(CHAT_MESSAGES.notFound);
    return presentMessage(record, rewrite);
  }

  /** A custom team's words apply to all its room shows, before each reader's own (issue 11). */
  const roomRewrite = async (room: Room) => (await rooms.rewriterFor(room)) ?? undefined;

  /** Stores a send; one retried with the id of a message already stored gets that id back. */
  async function insertUnlessRetried(
    values: NewMessage,
    decision: FilterDecisionRecord | undefined,
  ): Promise<MessageRow | string> {
    try {
      return await messages.insert(values, decision);
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      const idTaken = constraint === "messages_pkey" || constraint === "";
      if (values.id && idTaken) return values.id;
      throw error;
    }
  }

  /**
   * A send retried with the id of a message already stored (its first answer was lost): the
   * stored message is the answer. Broadcast again, since the first attempt may have been stored
   * without its broadcast (its node gave up waiting); readers keep one copy per id. An id that
   * names another fan's or another room's message is refused.
   */
  async function replayed(userId: string, room: Room, id: string): Promise<ChatMessage> {
    const stored = await messages.findRecord(id);
    if (stored?.message.userId !== userId || stored.message.roomSlug !== room.slug) {
      throw conflict(CHAT_MESSAGES.idTaken);
    }
    const message = presentMessage(stored, await roomRewrite(room));
    if (message.moderationStatus === "visible") {
      forgetHistory(room.slug);
      events.publish("chat.message-created", message);
    }
    return message;
  }

  return {
    /**
     * A page of history as the JSON the route sends, with the viewer's abilities on each
     * message. Most readers see the room as stored (no word pairs, nobody blocked): they share
     * each message's JSON per room, position and audience (fans, staff), kept with the cached
     * records and dropped with them, and only the lines they wrote or reacted to are presented
     * for them, so a busy room's readers cost a token check, a join and a write
     * (docs/performance.md).
     */
    async listJson(
      viewer: UserRow,
      slug: string,
      query: ListMessagesQuery,
      { fresh = false }: { fresh?: boolean } = {},
    ): Promise<string> {
      const room = await rooms.open(viewer.id, slug, "read");
      const [own, blocked, shared] = await Promise.all([
        deps.rewriterFor(viewer),
        deps.blockedBy(viewer),
        roomRewrite(room),
      ]);
      const rewrite = own && shared ? (text: string) => own(shared(text)) : (own ?? shared);
      // The viewer's own reactions are asked for only on a page that has reactions at all.
      const viewFor = async (page: { reactions: ReactionsByMessage }): Promise<HistoryView> => ({
        viewer,
        rewrite,
        blocked,
        reacted:
          page.reactions.size > 0
            ? await deps.reactions.reactedBy(viewer.id, [...page.reactions.keys()])
            : new Set(),
      });
      if (query.after) {
        const records = await messages.listRoomAfter(room.slug, query.after, query.limit);
        if (!records) throw notFound(CHAT_MESSAGES.notFound);
        const page = { records, total: records.length, reactions: await reactionsOf(records) };
        return JSON.stringify(presentPage(page, await viewFor(page), query.limit, 0));
      }
      const key = `${room.slug}|${query.limit}|${query.offset}`;
      const load = async () => {
        const page = await messages.listRoom(room.slug, query.limit, query.offset);
        return { ...page, reactions: await reactionsOf(page.records) };
      };
      // A fresh read (a fan catching up after joining) also refreshes the page for the others.
      const cached = fresh ? await load() : await historyCache.getOrLoad(key, load);
      if (fresh) historyCache.set(key, cached);
      const view = await viewFor(cached);
      if (own || blocked.size > 0) {
        return JSON.stringify(presentPage(cached, view, query.limit, query.offset));
      }
      const audience = chatPolicy.audienceOf(viewer);
      return sharedPageJson(cached, view, audience, query.limit, query.offset);
    },

    /**
     * Checks, stores, then (after commit) broadcasts one message; `announcement` is a
     * moderator's broadcast, which goes through the same limits and filter.
     */
    async send(
      userId: string,
      slug: string,
      input: SendMessageRequest,
      type: "normal" | "announcement" = "normal",
    ): Promise<ChatMessage> {
      const user = await currentUser(userId);
      const room = await rooms.open(user.id, slug, "post");
      if (!chatPolicy.post(user)) throw mutedRefusal(user);
      if (type === "announcement" && !chatPolicy.broadcast(user)) {
        throw forbidden(CHAT_MESSAGES.broadcastForbidden);
      }
      const text = input.messageText.trim();
      if (!text) throw badRequest(CHAT_MESSAGES.empty);
      if (text.length > 1000) throw badRequest(CHAT_MESSAGES.tooLong);
      const parent = input.parentMessageId
        ? await messages.findRecord(input.parentMessageId)
        : undefined;
      // A held parent is refused like a deleted one: a reply would publish it (its text in
      // parentMessage) and tell its author it was held.
      if (
        input.parentMessageId &&
        (parent?.message.roomSlug !== room.slug || !isVisibleToReaders(parent.message))
      ) {
        throw badRequest(CHAT_MESSAGES.parentNotFound);
      }
      await refuseWhenLocked(room.slug);
      await enforceSendLimits(user, room.slug);
      const { verdict, decision } = await screen(user, room.slug, text);
      const gameMoment = await deps.momentFor(room, input.spoilerDelaySeconds ?? 0);
      const row = await insertUnlessRetried(
        {
          id: input.clientMessageId,
          roomSlug: room.slug,
          userId: user.id,
          text,
          type,
          parentMessageId: input.parentMessageId ?? null,
          moderationStatus:
            verdict?.decision === "quarantine"
              ? "quarantined"
              : verdict?.decision === "flag"
                ? "flagged"
                : "visible",
          toxicityScore: verdict?.toxicityScore ?? null,
          gameMoment,
        },
        decision,
      );
      if (typeof row === "string") return replayed(user.id, room, row);
      recentTexts.remember(user.id, text);
      if (decision)
        events.publish("chat.message-screened", {
          ...decision,
          username: user.username,
          messageId: row.id,
        });
      // Presented from what is already at hand: no read-back of the row just written.
      const message = presentMessage(
        {
          message: row,
          author: {
            id: user.id,
            username: user.username,
            avatar: user.avatar,
            favoriteTeam: user.favoriteTeam,
          },
          parent: parent
            ? {
                text: parent.message.text,
                username: parent.author?.username ?? null,
                deleted: false,
              }
            : null,
        },
        await roomRewrite(room),
      );
      if (message.moderationStatus === "visible") {
        forgetHistory(room.slug);
        events.publish("chat.message-created", message);
      }
      return message;
    },

    async edit(userId: string, id: string, newText: string): Promise<ChatMessage> {
      const user = await currentUser(userId);
      const existing = await messages.findLive(id);
      if (!existing) throw notFound(CHAT_MESSAGES.notFound);
      if (!chatPolicy.edit(user, existing.userId)) throw forbidden(CHAT_MESSAGES.notYourMessage);
      if (!chatPolicy.post(user)) throw mutedRefusal(user);
      const room = await rooms.open(user.id, existing.roomSlug, "post");
      const rewrite = await roomRewrite(room);
      const text = newText.trim();
      if (text === existing.text) return loadPresented(id, rewrite);
      await refuseWhenLocked(existing.roomSlug);
      await enforceSendLimits(user, existing.roomSlug);
      const { decision } = await screen(user, existing.roomSlug, text);
      await messages.updateText(id, text, clock.now(), decision);
      if (decision)
        events.publish("chat.message-screened", {
          ...decision,
          username: user.username,
          messageId: id,
        });
      forgetHistory(existing.roomSlug);
      const message = await loadPresented(id, rewrite);
      if (message.moderationStatus === "visible") events.publish("chat.message-edited", message);
      else events.publish("chat.message-deleted", { id, roomSlug: existing.roomSlug });
      return message;
    },

    async remove(userId: string, id: string): Promise<{ success: true; id: string }> {
      const user = await currentUser(userId);
      const existing = await messages.findLive(id);
      if (!existing) throw notFound(CHAT_MESSAGES.notFound);
      if (!chatPolicy.delete(user, existing.userId)) throw forbidden(CHAT_MESSAGES.notYourMessage);
      await messages.softDelete(id, user.id, clock.now());
      if (existing.userId !== user.id) {
        await deps.staffAction?.({
          actor: user,
          action: "message.delete",
          targetType: "message",
          targetId: id,
          before: { text: existing.text, roomSlug: existing.roomSlug },
          after: { deleted: true },
        });
      }
      forgetHistory(existing.roomSlug);
      events.publish("chat.message-deleted", { id, roomSlug: existing.roomSlug });
      return { success: true, id };
    },

    /**
     * Drops this node's cached history of a room after a write outside the chat (a moderator
     * published or removed a message, a fan reacted); other nodes' copies expire within HISTORY_CACHE_MS.
     */
    forgetRoom(roomSlug: string): void {
      forgetHistory(roomSlug);
    },

    /** A system message from Huddle itself (game events), broadcast like any other. */
    async announce(roomSlug: string, text: string): Promise<void> {
      const row = await messages.insert({ roomSlug, userId: null, text, type: "system" });
      forgetHistory(roomSlug);
      events.publish(
        "chat.message-created",
        presentMessage({ message: row, author: null, parent: null }),
      );
    },

    /**
     * The room a socket may join: it must exist, and a user banned since connecting is refused
     * (the caller then drops the connection, as after a refused send). Read fresh, not through
     * the user cache: joins are rare next to sends, and the cache must not carry a pre-ban copy
     * into the next send.
     */
    async joinableRoom(userId: string, slug: string): Promise<Room> {
      const user = await users.findById(userId);
      if (!user || user.banned) throw forbidden(AUTH_MESSAGES.suspended);
      return rooms.open(user.id, slug, "read");
    },

    async setSlowMode(userId: string, slug: string, seconds: number) {
      const user = await currentUser(userId);
      if (!chatPolicy.setSlowMode(user)) throw forbidden(CHAT_MESSAGES.slowModeForbidden);
      // Staff set slow mode where they may read: a private team's room is its members' own.
      const room = await rooms.open(user.id, slug, "read");
      const before = (await roomSettings.settings(room.slug)).slowModeSeconds;
      await roomSettings.setSlowMode(room.slug, seconds, user.id);
      await deps.staffAction?.({
        actor: user,
        action: "room.slow_mode",
        targetType: "room",
        targetId: room.slug,
        before: { slowModeSeconds: before },
        after: { slowModeSeconds: seconds },
      });
      settingsCache.delete(room.slug);
      const settings = presentSettings(room.slug, await roomSettings.settings(room.slug));
      events.publish("chat.room-settings-changed", settings);
      return settings;
    },

    async roomSettings(viewer: UserRow, slug: string): Promise<RoomSettings> {
      const room = await rooms.open(viewer.id, slug, "read");
      const stored = await roomSettings.settings(room.slug);
      return {
        ...presentSettings(room.slug, stored),
        postingRestriction: isLocked(stored)
          ? { message: CHAT_MESSAGES.roomLocked }
          : chatPolicy.post(viewer)
            ? await rooms.postingRestriction(viewer.id, room)
            : siteMute(viewer),
        abilities: chatPolicy.roomAbilitiesOf(viewer),
      };
    },

    /**
     * Drops this node's cached settings of a room the autopilot just changed; other nodes'
     * copies expire within ROOM_SETTINGS_CACHE_MS.
     */
    forgetSettings(roomSlug: string): void {
      settingsCache.delete(roomSlug);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** Staff decisions on chat's rows that the admin slice commits with its audit entry. */
export {
  decideAppealIn,
  decideMessageIn,
  type AppealDecision,
  type AppealRow,
  type MessageDecision,
} from "./staff-decisions.repository.ts";
