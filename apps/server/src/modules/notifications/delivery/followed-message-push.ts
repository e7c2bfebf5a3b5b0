import type { ChatMessage } from "@huddle/contracts/chat";
import type { Clock } from "../../../lib/clock.ts";
import type { NotificationRuleRow } from "../../../db/schema.ts";
import { TtlCache } from "../../../lib/ttl-cache.ts";
import type { PushNotificationsService } from "../push-notifications.service.ts";
import type { MentionsRepository } from "../mentions/mentions.repository.ts";
import type { DeliveryAudienceReadModel } from "./delivery-audience.read-model.ts";
import type { DeliveryLogRepository } from "./delivery-log.repository.ts";
import { wantsPush } from "./game-start-job.ts";

/** spec 000 §4: at most one push per (follower, author) in this window. */
export const FOLLOWED_MESSAGE_THROTTLE_MS = 10 * 60_000;
const PREVIEW_LENGTH = 120;
const MESSAGE_PRIORITY = 3;
/**
 * Most authors in a busy room have nobody to notify, and asking costs a query per message; that
 * answer is kept this long. Only "nobody" is kept: a follower list is always read fresh, so a
 * block or a muted preference takes effect at once.
 */
const NO_AUDIENCE_CACHE_MS = 30_000;

export interface FollowedMessagePushDeps {
  audience: DeliveryAudienceReadModel;
  log: DeliveryLogRepository;
  /** The follower's preferences and devices in one (cached) look-up, then the push itself. */
  push: Pick<PushNotificationsService, "reachOf" | "sendToDevices">;
  /** Room notification levels (issue 15 §1): only 'all' lets a followed author's push through. */
  roomLevels: Pick<MentionsRepository, "levels">;
  clock: Clock;
  /** The follower's word filter, so a push shows what the chat would show them. */
  rewriterFor(userId: string): Promise<(text: string) => string>;
  /** Whether the follower may read the room (a private custom team's is members only). */
  mayRead(userId: string, roomSlug: string): Promise<boolean>;
  /** The room's name as the follower knows it ("Chiefs @ Bills"), for the push title. */
  roomName(userId: string, roomSlug: string): Promise<string>;
}

/**
 * Realtime push when someone you follow posts: followers who want message notifications and
 * push, with no block either way; never the author; throttled per (follower, author) through
 * the delivery log so it holds across nodes. Runs on the node that stored the message.
 */
export function createFollowedMessagePush(deps: FollowedMessagePushDeps) {
  const noAudience = new TtlCache<string, true>(NO_AUDIENCE_CACHE_MS, 10_000, () =>
    deps.clock.now().getTime(),
  );

  // One author's messages are handled in the order they were posted, so the push a follower
  // gets (one per 10 minutes) is for the first of them; different authors run side by side.
  const queues = new Map<string, Promise<unknown>>();

  return function notifyFollowers(message: ChatMessage): Promise<number> {
    const authorId = message.userId;
    if (!authorId) return Promise.resolve(0);
    const run = (queues.get(authorId) ?? Promise.resolve()).then(() => notifyOnce(message));
    const tail = run.catch(() => undefined);
    queues.set(authorId, tail);
    void tail.then(() => {
      if (queues.get(authorId) === tail) queues.delete(authorId);
    });
    return run;
  };

  async function notifyOnce(message: ChatMessage): Promise<number> {
    const authorId = message.userId;
    if (!authorId || message.type !== "normal" || message.moderationStatus !== "visible") return 0;
    if (noAudience.get(authorId)) return 0;
    const followers = await deps.audience.followersToNotify(authorId);
    if (followers.length === 0) {
      noAudience.set(authorId, true);
      return 0;
    }
    const followerIds = followers.map((f) => f.id);
    const chosenBy = chosenAuthors(await deps.audience.activePushRules(followerIds));
    const levels = await deps.roomLevels.levels(followerIds, message.roomSlug);
    let sent = 0;
    for (const follower of followers) {
      if (follower.id === authorId) continue;
      const chosen = chosenBy.get(follower.id);
      if (chosen && !chosen.has(authorId)) continue;
      if ((levels.get(follower.id) ?? "all") !== "all") continue;
      const reach = await deps.push.reachOf(follower.id);
      if (!wantsPush(reach.preferences)) continue;
      if (!(await deps.mayRead(follower.id, message.roomSlug))) continue;
      const now = deps.clock.now();
      const entry = { userId: follower.id, kind: "followed_message", key: authorId };
      if (!(await deps.log.claimThrottled(entry, now, FOLLOWED_MESSAGE_THROTTLE_MS))) continue;
      const text = (await deps.rewriterFor(follower.id))(message.text);
      await deps.push.sendToDevices(reach.devices, {
        title: `${message.username} posted in ${await deps.roomName(follower.id, message.roomSlug)}`,
        body: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text,
        entityType: "message",
        priority: MESSAGE_PRIORITY,
        url: message.roomUrl,
        timestamp: now.toISOString(),
      });
      sent++;
    }
    return sent;
  }
}

/**
 * Per follower, the people their active push rules name in `message_filters.from_users`; such a
 * follower is pushed only for those people. A follower without such a rule hears from everyone
 * they follow.
 */
function chosenAuthors(rules: NotificationRuleRow[]): Map<string, Set<string>> {
  const chosen = new Map<string, Set<string>>();
  for (const rule of rules) {
    const filters = rule.contentFilters;
    const names = filters.message_filters?.from_users ?? [];
    if (filters.include_messages === false || names.length === 0) continue;
    const set = chosen.get(rule.userId) ?? new Set<string>();
    for (const id of names) set.add(id);
    chosen.set(rule.userId, set);
  }
  return chosen;
}
