import {
  PROFILE_MESSAGES,
  SEARCH_RESULT_LIMIT,
  type SearchResponse,
} from "@huddle/contracts/profile";
import { badRequest, forbidden, notFound } from "../../lib/http-error.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import type { FollowingQueries } from "../following/following.queries.ts";
import type { SportsQueries } from "../sports/sports.queries.ts";
import type { UsersService } from "../users/users.service.ts";
import { socialPolicy } from "./social.policy.ts";
import { presentListedUser } from "./social.presenter.ts";
import type { SocialRepository } from "./social.repository.ts";

/**
 * Chat history, mentions and reactions ask for people's blocks all the time; they change rarely,
 * and every node drops its copy when one changes (`blocksChanged`), so this only bounds a lost
 * notice.
 */
const BLOCKED_CACHE_MS = 60_000;

export interface SocialServiceDeps {
  repo: SocialRepository;
  users: UsersService;
  following: FollowingQueries;
  sports: SportsQueries;
  /** Tells the other nodes that whom `blockerId` blocks changed (they call forgetBlocks). */
  blocksChanged(blockerId: string): void;
}

/** spec 000 §4 Following, §5 Search, §6: following and blocking people, and search. */
export function createSocialService(deps: SocialServiceDeps) {
  const { repo, users, following, sports } = deps;
  const blockedCache = new TtlCache<string, ReadonlySet<string>>(BLOCKED_CACHE_MS);

  /** The other user of an action; refuses yourself and unknown ids. */
  async function other(viewerId: string, targetId: string, selfMessage: string) {
    if (!socialPolicy.actsOn(viewerId, targetId)) throw badRequest(selfMessage);
    const target = await users.findById(targetId);
    if (!target) throw notFound(PROFILE_MESSAGES.userNotFound);
    return target;
  }

  const done = (message: string, row: Parameters<typeof presentListedUser>[0]) => ({
    success: true as const,
    message,
    user: presentListedUser(row),
  });

  /**
   * Ids the viewer blocked, as of a few seconds ago on other nodes (this node forgets its own
   * changes at once).
   */
  function blocksChanged(blockerId: string): void {
    blockedCache.delete(blockerId);
    deps.blocksChanged(blockerId);
  }

  const blockedIdsOf = (viewerId: string): Promise<ReadonlySet<string>> =>
    blockedCache.getOrLoad(viewerId, async () => new Set(await repo.blockedIds(viewerId)));

  return {
    async follow(viewerId: string, targetId: string) {
      const target = await other(viewerId, targetId, PROFILE_MESSAGES.cannotFollowSelf);
      const refusal = socialPolicy.followRefusal(await repo.blockState(viewerId, target.id));
      if (refusal) throw forbidden(refusal);
      await repo.follow(viewerId, target.id);
      return done(PROFILE_MESSAGES.followed, target);
    },

    async unfollow(viewerId: string, targetId: string) {
      const target = await other(viewerId, targetId, PROFILE_MESSAGES.cannotFollowSelf);
      if (!(await repo.unfollow(viewerId, target.id))) {
        throw notFound(PROFILE_MESSAGES.notFollowing);
      }
      return done(PROFILE_MESSAGES.unfollowed, target);
    },

    async block(viewerId: string, targetId: string) {
      const target = await other(viewerId, targetId, PROFILE_MESSAGES.cannotBlockSelf);
      await repo.block(viewerId, target.id);
      blocksChanged(viewerId);
      return done(PROFILE_MESSAGES.blocked, target);
    },

    async unblock(viewerId: string, targetId: string) {
      const target = await other(viewerId, targetId, PROFILE_MESSAGES.cannotBlockSelf);
      const removed = await repo.unblock(viewerId, target.id);
      blocksChanged(viewerId);
      if (!removed) throw notFound(PROFILE_MESSAGES.notBlocked);
      return done(PROFILE_MESSAGES.unblocked, target);
    },

    async following(viewerId: string) {
      return { users: (await repo.following(viewerId)).map(presentListedUser) };
    },

    async blocked(viewerId: string) {
      return { users: (await repo.blocked(viewerId)).map(presentListedUser) };
    },

    /** Users and teams by case-insensitive name; blank text finds nothing (spec 000 §5 Search). */
    async search(viewerId: string, q: string): Promise<SearchResponse> {
      const text = q.trim();
      if (!text) return { users: [], teams: [] };
      const [people, followedTeamIds] = await Promise.all([
        repo.searchUsers(viewerId, text, SEARCH_RESULT_LIMIT),
        following.teamIds(viewerId),
      ]);
      const teams = await sports.searchTeams(text, followedTeamIds, SEARCH_RESULT_LIMIT);
      return { users: people.map(presentListedUser), teams };
    },

    /** Chat history hides the messages of the people the viewer blocked. */
    blockedIdsOf,

    /** Another node changed whom `blockerId` blocks: read it afresh. */
    forgetBlocks: (blockerId: string) => blockedCache.delete(blockerId),

    /**
     * Whether either of two people blocked the other, from both block lists as cached above:
     * mentions and reactions ask it for every one, in busy rooms.
     */
    async blockState(viewerId: string, targetId: string) {
      const [mine, theirs] = await Promise.all([blockedIdsOf(viewerId), blockedIdsOf(targetId)]);
      return { blocked: mine.has(targetId), blockedBy: theirs.has(viewerId) };
    },
    isFollowing: (viewerId: string, targetId: string) => repo.isFollowing(viewerId, targetId),
    counts: (userId: string) => repo.counts(userId),
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
