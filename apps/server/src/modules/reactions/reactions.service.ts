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
import type { RateStore } from "../../lib/rate/rate-store.ts";
import type { ChatQueries } from "../chat/chat.queries.ts";
import { chatPolicy } from "../chat/chat.policy.ts";
import type { RoomDirectory } from "../chat/room-directory.ts";
import type { SocialService } from "../social/social.service.ts";
import type { UsersService } from "../users/users.service.ts";
import { groupByMessage, presentReactions, reactedKey } from "./reactions.queries.ts";
import type { ReactionsRepository } from "./reactions.repository.ts";

export interface ReactionsServiceDeps {
  repo: ReactionsRepository;
  users: Pick<UsersService, "findById">;
  messages: Pick<ChatQueries, "findRecord">;
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

  async function spend(userId: string, roomSlug: string): Promise<void> {
    const spends = [
      [`react:${userId}:${roomSlug}`, budgets.perRoom],
      [`react-user:${userId}`, budgets.perUser],
    ] as const;
    for (const [key, budget] of spends) {
      const hit = await rates.hit(key, budget.max, budget.windowMs);
      if (!hit.allowed) throw tooManyRequests(REACTION_MESSAGES.tooFast, hit.retryAfterMs / 1000);
    }
  }

  return {
    async toggle(
      userId: string,
      messageId: string,
      emoji: ReactionEmoji,
    ): Promise<ToggleReactionResponse> {
      const user = await deps.users.findById(userId);
      if (!user || user.banned) throw forbidden(AUTH_MESSAGES.suspended);
      const record = await deps.messages.findRecord(messageId);
      if (!record || record.message.moderationStatus === "quarantined") {
        throw notFound(CHAT_MESSAGES.notFound);
      }
      const roomSlug = record.message.roomSlug;
      await deps.rooms.open(user.id, roomSlug, "post");
      if (!chatPolicy.post(user)) throw forbidden(CHAT_MESSAGES.muted);
      const authorId = record.message.userId;
      if (authorId && authorId !== user.id) {
        const { blocked, blockedBy } = await deps.social.blockState(user.id, authorId);
        if (blocked || blockedBy) throw forbidden(REACTION_MESSAGES.cannotReact);
      }
      await spend(user.id, roomSlug);
      const added = await repo.toggle(messageId, user.id, emoji);
      const stored = await repo.summaryFor(messageId, user.id);
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
