import type { ChatMessage, RoomSettingsChanged } from "./chat.ts";
import type { JoinRequestDecision } from "./custom-team-management.ts";
import type { MembershipUpdated } from "./billing.ts";
import type { ReactionUpdated } from "./reactions.ts";
import type { Game } from "./sports.ts";

/** A filter decision other than a plain allow (block, quarantine or flag), for staff alerts. */
export interface ScreenedMessage {
  decision: "block" | "quarantine" | "flag";
  userId: string;
  username: string;
  roomSlug: string;
  text: string;
  categories: string[];
  /** The stored message; null for a block (blocked texts are not stored). */
  messageId: string | null;
}

/**
 * Every fact a slice announces after its write has committed, by name (`<slice>.<what
 * happened>`), with its payload. The server's in-process bus (apps/server/src/events) is typed
 * by this map: a publisher cannot send, and a subscriber cannot expect, another shape. A new
 * event is one new entry here.
 */
export interface DomainEvents {
  /** A message readers may see was stored: a post, a reply, a system or a republished message. */
  "chat.message-created": ChatMessage;
  /** A visible message's text changed. */
  "chat.message-edited": ChatMessage;
  /** A message left the readers' view (deleted, or held after an edit). */
  "chat.message-deleted": { id: string; roomSlug: string };
  /** A room's slow mode or lock changed (a moderator, or the game-state autopilot). */
  "chat.room-settings-changed": RoomSettingsChanged;
  /** The content filter did not simply allow a text. */
  "chat.message-screened": ScreenedMessage;
  /** A game's score or status changed (or it was closed out); `roomSlugs` care about it. */
  "sports.game-updated": { game: Game; roomSlugs: string[] };
  /** Something happened in a game worth a system message (`text`) in each of `roomSlugs`. */
  "sports.game-event": { gameId: string; text: string; roomSlugs: string[] };
  /**
   * A scores round stored these games as final (a provider's final or a stale live game closed
   * out). A game may come again (a replayed or corrected final): subscribers are idempotent.
   */
  "sports.game-finals": { games: Game[] };
  /** A fan's reaction was added or removed; the count and reactors are as now stored. */
  "reactions.reaction-updated": ReactionUpdated;
  /** A game's picks were settled and someone had picked: `text` is the result for its room. */
  "predictions.game-settled": { gameId: string; roomSlug: string; text: string };
  /** A custom team's owner accepted or declined a user's join request. */
  "custom-teams.join-request-decided": { userId: string; notice: JoinRequestDecision };
  /** A user's membership tier changed (billing or staff). */
  "billing.membership-changed": { userId: string; membership: MembershipUpdated };
}

export type DomainEventName = keyof DomainEvents;
