import type { ChatMessage } from "@huddle/contracts/chat";
import { parseMentions, type MentionNotification } from "@huddle/contracts/mentions";
import type { UserRow } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { Mailer } from "../../../lib/mail/mailer.ts";
import { TtlCache } from "../../../lib/ttl-cache.ts";
import type { SocialService } from "../../social/social.service.ts";
import type { UsersService } from "../../users/users.service.ts";
import type { DeliveryLogRepository } from "../delivery/delivery-log.repository.ts";
import type { PushNotificationsService } from "../push-notifications.service.ts";
import type { MentionsRepository } from "./mentions.repository.ts";
import { mentionMail } from "./mention-mail.ts";

/** Push and email for mentions in one room: at most one per fan per this window. */
export const MENTION_PUSH_THROTTLE_MS = 10 * 60_000;
const MENTION_PRIORITY = 4;
/** Fans whose push/email throttle this node holds in memory (one entry per fan and room). */
const OWN_CLAIMS_KEPT = 10_000;
const PREVIEW_LENGTH = 120;

export interface MentionNotifierDeps {
  repo: Pick<MentionsRepository, "insert" | "level">;
  /** The fans a message names, as of up to a minute ago (NOTIFIED_USER_TTL_MS). */
  users: Pick<UsersService, "findByUsername">;
  /**
   * Its author as the send just read them (USER_LOOKUP_TTL_MS): a mute stops their mentions as
   * soon as it stops their sends.
   */
  authors: Pick<UsersService, "findById">;
  social: Pick<SocialService, "blockState">;
  push: Pick<PushNotificationsService, "reachOf" | "sendToDevices">;
  mailer: Pick<Mailer, "send">;
  log: Pick<DeliveryLogRepository, "claimThrottled">;
  clock: Clock;
  publicUrl: string;
  /** The mentioned fan's word filter, so the notice shows what their chat shows. */
  rewriterFor(userId: string): Promise<(text: string) => string>;
  mayRead(userId: string, roomSlug: string): Promise<boolean>;
  /** The room's name as the mentioned fan knows it ("Chiefs @ Bills", not its ids). */
  roomName(userId: string, roomSlug: string): Promise<string>;
  /** The in-app notice (badge) to the fan's open tabs on every node. */
  inApp(userId: string, mention: MentionNotification): void;
}

/**
 * Issue 15 §1: a visible message's `@username`s become mention notifications. Nobody is told
 * of their own mention, of a mention by someone either of them blocked, by a muted author, in a
 * room they cannot read or set to 'nothing'. In-app always; push and email follow the fan's
 * preferences, at most one per room per MENTION_PUSH_THROTTLE_MS. Answers how many were told.
 */
export function createMentionNotifier(deps: MentionNotifierDeps) {
  /**
   * The throttle claims this node won, until they lapse. The delivery log stays the authority
   * (other nodes claim there too); this only spares it the write of a claim that must fail —
   * a busy room mentions the same fans again and again within the window.
   */
  const ownClaims = new TtlCache<string, true>(MENTION_PUSH_THROTTLE_MS, OWN_CLAIMS_KEPT, () =>
    deps.clock.now().getTime(),
  );

  async function claimPushSlot(userId: string, roomSlug: string, now: Date): Promise<boolean> {
    const key = `${userId}|${roomSlug}`;
    if (ownClaims.get(key)) return false;
    const entry = { userId, kind: "mention", key: roomSlug };
    if (!(await deps.log.claimThrottled(entry, now, MENTION_PUSH_THROTTLE_MS))) return false;
    ownClaims.set(key, true);
    return true;
  }

  async function mayNotify(target: UserRow, author: UserRow, roomSlug: string) {
    if (target.id === author.id || target.banned) return false;
    const { blocked, blockedBy } = await deps.social.blockState(target.id, author.id);
    if (blocked || blockedBy) return false;
    if ((await deps.repo.level(target.id, roomSlug)) === "nothing") return false;
    return deps.mayRead(target.id, roomSlug);
  }

  async function deliver(target: UserRow, mention: MentionNotification) {
    deps.inApp(target.id, mention);
    const now = deps.clock.now();
    const { preferences, devices } = await deps.push.reachOf(target.id);
    const email =
      preferences.notificationsEnabled && preferences.emailEnabled && target.emailVerified;
    // A mention that can reach no device and no inbox must not use up the room's slot (QA: a
    // fan who verified their email minutes later got no mail for the next mention there).
    if (devices.length === 0 && !email) return;
    if (!(await claimPushSlot(target.id, mention.roomSlug, now))) return;
    const title = `${mention.author} mentioned you in ${mention.roomName}`;
    const body =
      mention.text.length > PREVIEW_LENGTH
        ? `${mention.text.slice(0, PREVIEW_LENGTH)}…`
        : mention.text;
    if (devices.length > 0) {
      await deps.push.sendToDevices(devices, {
        title,
        body,
        entityType: "message",
        priority: MENTION_PRIORITY,
        url: mention.roomUrl,
        timestamp: now.toISOString(),
      });
    }
    if (email) {
      await deps.mailer.send(
        mentionMail(target.email, { title, body, url: mention.roomUrl }, deps.publicUrl),
      );
    }
  }

  return async function notifyMentioned(message: ChatMessage): Promise<number> {
    if (!message.userId || message.type === "system") return 0;
    if (message.moderationStatus !== "visible") return 0;
    const names = parseMentions(message.text);
    if (names.length === 0) return 0;
    const author = await deps.authors.findById(message.userId);
    if (!author || author.muted || author.banned) return 0;
    let told = 0;
    for (const name of names) {
      const target = await deps.users.findByUsername(name);
      if (!target || !(await mayNotify(target, author, message.roomSlug))) continue;
      const at = deps.clock.now();
      const id = await deps.repo.insert(target.id, message.id, at);
      if (!id) continue;
      const rewrite = await deps.rewriterFor(target.id);
      await deliver(target, {
        id,
        messageId: message.id,
        roomSlug: message.roomSlug,
        roomName: await deps.roomName(target.id, message.roomSlug),
        roomUrl: message.roomUrl,
        author: author.username,
        text: rewrite(message.text),
        createdAt: at.toISOString(),
        read: false,
      });
      told++;
    }
    return told;
  };
}
