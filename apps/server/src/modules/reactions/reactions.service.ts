import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import {
  REACTION_MESSAGES,
  type ReactionEmoji,
  type ToggleReactionResponse,
} from "@huddle/contracts/reactions";
import type { AbuseBudgets } from "../../abuse/abuse-budgets.ts";
import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import { forbidden, notFound, tooManyRequests } from "../../lib/http-error.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { hitAll, type RateStore } from "../../lib/rate/rate-store.ts";
import type { ChatQueries } from "../chat/chat.queries.ts";
import { chatPolicy } from "../chat/chat.policy.ts";
import type { RoomDirectory } from "../chat/room-directory.ts";
import type { SocialService } from "../social/social.service.ts";
import type { UsersService } from "../users/users.service.ts";
import { groupByMessage, presentReactions, reactedKey } from "./reactions.queries.ts";
import type { ReactionsRepository } from "./reactions.repository.ts";

/** Where a message was posted and by whom. */
interface Placement {
  roomSlug: string;
  authorId: string | null;
}

/** Reactions come while a message is on fans' screens: minutes, in a busy room. */
const PLACEMENT_TTL_MS = 15 * 60_000;
const PLACEMENTS_KEPT = 20_000;

export interface ReactionsServiceDeps {
  repo: ReactionsRepository;
  /** Accounts as of a moment ago (users/user-lookups.ts): a busy room toggles many a second. */
  users: Pick<UsersService, "findById">;
  messages: Pick<ChatQueries, "findPlacement">;
  rooms: Pick<RoomDirectory, "open">;
  social: Pick<SocialService, "blockState">;
  rates: RateStore;
  budgets: AbuseBudgets["reactions"];
  /** Where a committed toggle is published (the room broadcast; the chat drops cached pages). */
  events: DomainEventPublisher;
}

/**
 * Issue 15 §1 reactions. Whoever may post in a room may react there (a muted fan may not), to a
 * message readers can see, unless either of the two blocked the other. Toggles spend their own
 * budget, counted like sends in the shared rate store.
 */
export function createReactionsService(deps: ReactionsServiceDeps) {
  const { repo, budgets, rates } = deps;
  /**
   * The room and author of messages reacted to or just posted: neither ever changes, so a busy
   * room's toggles skip reading them. Whether readers still see the message is checked by the
   * toggle's own statement.
   */
  const placements = new TtlCache<string, Placement>(PLACEMENT_TTL_MS, PLACEMENTS_KEPT);

  async function placementOf(messageId: string): Promise<Placement> {
    const known = placements.get(messageId);
    if (known) return known;
    const found = await deps.messages.findPlacement(messageId);
    if (!found || found.moderationStatus === "quarantined") throw notFound(CHAT_MESSAGES.notFound);
    const placement = { roomSlug: found.roomSlug, authorId: found.authorId };
    placements.set(messageId, placement);
    return placement;
  }

  /** The room's budget and the user's across rooms, in one round trip (hitAll). */
  async function spend(userId: string, roomSlug: string): Promise<void> {
    const hit = await hitAll(rates, [
      { key: `react:${userId}:${roomSlug}`, ...budgets.perRoom },
      { key: `react-user:${userId}`, ...budgets.perUser },
    ]);
    if (!hit.allowed) throw tooManyRequests(REACTION_MESSAGES.tooFast, hit.retryAfterMs / 1000);
  }

  return {
    /** A message just posted: its first reactions need not read where it is. */
    remember(message: { id: string; roomSlug: string; userId: string | null }): void {
      placements.set(message.id, { roomSlug: message.roomSlug, authorId: message.userId });
    },

    async toggle(
      userId: string,
      messageId: string,
      emoji: ReactionEmoji,
    ): Promise<ToggleReactionResponse> {
      const user = await deps.users.findById(userId);
      if (!user || user.banned) throw forbidden(AUTH_MESSAGES.suspended);
      const { roomSlug, authorId } = await placementOf(messageId);
      await deps.rooms.open(user.id, roomSlug, "post");
      if (!chatPolicy.post(user)) throw forbidden(CHAT_MESSAGES.muted);
      if (authorId && authorId !== user.id) {
        const { blocked, blockedBy } = await deps.social.blockState(user.id, authorId);
        if (blocked || blockedBy) throw forbidden(REACTION_MESSAGES.cannotReact);
      }
      await spend(user.id, roomSlug);
      const { visible, added, reactions: stored } = await repo.toggle(messageId, user.id, emoji);
      if (!visible) throw notFound(CHAT_MESSAGES.notFound);
      const changed = stored.find((r) => r.emoji === emoji);
      deps.events.publish("reactions.reaction-updated", {
        messageId,
        roomSlug,
        emoji,
        count: changed?.count ?? 0,
        reactors: changed?.reactors ?? [],
        actorId: user.id,
        added,
      });
      const mine = new Set(
        stored.filter((r) => r.reacted).map((r) => reactedKey(messageId, r.emoji)),
      );
      return {
        messageId,
        roomSlug,
        reactions: presentReactions(groupByMessage(stored).get(messageId), mine),
      };
    },
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
