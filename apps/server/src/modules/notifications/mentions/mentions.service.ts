import {
  MENTION_SUGGESTION_LIMIT,
  type MentionSuggestion,
  type MentionsResponse,
  type RoomNotificationLevel,
  type RoomNotificationLevelResponse,
} from "@huddle/contracts/mentions";
import { roomFromSlug, roomUrl } from "@huddle/contracts/rules/room";
import type { Clock } from "../../../lib/clock.ts";
import type { PresenceStore } from "../../../realtime/presence.ts";
import type { RoomDirectory } from "../../chat/room-directory.ts";
import type { SocialService } from "../../social/social.service.ts";
import type { UsersService } from "../../users/users.service.ts";
import type { MentionsReadModel } from "./mentions.read-model.ts";
import type { MentionsRepository } from "./mentions.repository.ts";

/** How many recent mentions the badge's list shows. */
const RECENT_MENTIONS = 20;

export interface MentionsServiceDeps {
  repo: MentionsRepository;
  read: MentionsReadModel;
  rooms: Pick<RoomDirectory, "open">;
  presence: Pick<PresenceStore, "userIds">;
  users: Pick<UsersService, "findManyByIds">;
  social: Pick<SocialService, "following" | "blockedIdsOf" | "blockState">;
  rewriterFor(userId: string): Promise<(text: string) => string>;
  /** Whether the fan may read the room now: access can be lost after the mention. */
  mayRead(userId: string, roomSlug: string): Promise<boolean>;
  /** The room's name as the reader knows it ("Chiefs @ Bills", not its ids). */
  roomName(userId: string, roomSlug: string): Promise<string>;
  clock: Clock;
}

/** Issue 15 §1: the mention badge, per-room notification levels and composer suggestions. */
export function createMentionsService(deps: MentionsServiceDeps) {
  const { repo, clock } = deps;
  return {
    async list(userId: string): Promise<MentionsResponse> {
      const [rows, unread, rewrite] = await Promise.all([
        deps.read.recent(userId, RECENT_MENTIONS),
        deps.read.unread(userId),
        deps.rewriterFor(userId),
      ]);
      const slugs = [...new Set(rows.map((row) => row.roomSlug))];
      const rooms = new Map(
        await Promise.all(
          slugs.map(async (slug) => {
            const [name, readable] = await Promise.all([
              deps.roomName(userId, slug),
              deps.mayRead(userId, slug),
            ]);
            return [slug, { name, readable }] as const;
          }),
        ),
      );
      // A room the fan may no longer read (the team went private, they were blocked from it)
      // shows none of its messages here either: its author could still edit them (QA).
      const readable = rows.filter((row) => rooms.get(row.roomSlug)?.readable);
      const hiddenUnread = rows.filter((row) => !rooms.get(row.roomSlug)?.readable && !row.readAt);
      return {
        unread: Math.max(0, unread - hiddenUnread.length),
        mentions: readable.map((row) => {
          const room = roomFromSlug(row.roomSlug);
          return {
            id: row.id,
            messageId: row.messageId,
            roomSlug: row.roomSlug,
            roomName: rooms.get(row.roomSlug)?.name ?? row.roomSlug,
            roomUrl: room.ok ? roomUrl(room.room) : "/room",
            author: row.author,
            text: rewrite(row.text),
            createdAt: row.createdAt.toISOString(),
            read: row.readAt !== null,
          };
        }),
      };
    },

    markAllRead: (userId: string) => repo.markAllRead(userId, clock.now()),

    async level(userId: string, slug: string): Promise<RoomNotificationLevelResponse> {
      const room = await deps.rooms.open(userId, slug, "read");
      return { roomSlug: room.slug, level: await repo.level(userId, room.slug) };
    },

    async setLevel(
      userId: string,
      slug: string,
      level: RoomNotificationLevel,
    ): Promise<RoomNotificationLevelResponse> {
      const room = await deps.rooms.open(userId, slug, "read");
      await repo.setLevel(userId, room.slug, level, clock.now());
      return { roomSlug: room.slug, level };
    },

    /**
     * People to mention whose name starts with `q`: those online in the room first, then people
     * the viewer follows; never the viewer, anyone they blocked or anyone who blocked them (that
     * would tell a blocked fan where the blocker is; no mention goes through either way).
     */
    async suggestions(userId: string, slug: string, q: string): Promise<MentionSuggestion[]> {
      const room = await deps.rooms.open(userId, slug, "read");
      const prefix = q.toLowerCase();
      const [onlineIds, followed, blocked] = await Promise.all([
        deps.presence.userIds(room.slug),
        deps.social.following(userId),
        deps.social.blockedIdsOf(userId),
      ]);
      const online = await deps.users.findManyByIds(onlineIds.filter((id) => id !== userId));
      const fits = (id: string, username: string) =>
        id !== userId && !blocked.has(id) && username.toLowerCase().startsWith(prefix);
      const byName = (a: { username: string }, b: { username: string }) =>
        a.username.localeCompare(b.username);
      const seen = new Set<string>();
      const candidates: (MentionSuggestion & { id: string })[] = [];
      for (const user of online.filter((u) => !u.banned && fits(u.id, u.username)).sort(byName)) {
        seen.add(user.id);
        candidates.push({
          id: user.id,
          username: user.username,
          avatar: user.avatar,
          source: "room",
        });
      }
      for (const user of followed.users.filter((u) => fits(u.id, u.username)).sort(byName)) {
        if (seen.has(user.id)) continue;
        candidates.push({
          id: user.id,
          username: user.username,
          avatar: null,
          source: "following",
        });
      }
      // In order, and only as far as the list goes: a busy room has many fans who fit.
      const suggestions: MentionSuggestion[] = [];
      for (const { id, ...suggestion } of candidates) {
        if (suggestions.length === MENTION_SUGGESTION_LIMIT) break;
        if ((await deps.social.blockState(userId, id)).blockedBy) continue;
        suggestions.push(suggestion);
      }
      return suggestions;
    },
  };
}

export type MentionsService = ReturnType<typeof createMentionsService>;
