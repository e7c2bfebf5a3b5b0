import {
  REACTION_BROADCAST_WINDOW_MS,
  type ReactionsUpdated,
  type ReactionUpdated,
} from "@huddle/contracts/reactions";

/**
 * A room's toggles as `reactions-updated` broadcasts: the first one at once, then at most one
 * broadcast per window carrying every toggle made meanwhile, in order. In a busy room a play
 * draws dozens of taps a second, and each broadcast costs a write to every fan's socket (and a
 * Redis message per node); batched, the room pays once per window. A quiet room hears each
 * toggle at once, as before.
 */
export function createReactionBroadcasts(
  emit: (batch: ReactionsUpdated) => void,
  windowMs = REACTION_BROADCAST_WINDOW_MS,
) {
  /** Rooms whose window is open, with the toggles waiting for its end. */
  const open = new Map<string, { waiting: ReactionUpdated[]; timer: NodeJS.Timeout }>();

  function openWindow(roomSlug: string): void {
    const timer = setTimeout(() => closeWindow(roomSlug), windowMs);
    open.set(roomSlug, { waiting: [], timer });
  }

  function closeWindow(roomSlug: string): void {
    const window = open.get(roomSlug);
    open.delete(roomSlug);
    if (!window || window.waiting.length === 0) return;
    emit({ roomSlug, updates: window.waiting });
    openWindow(roomSlug);
  }

  return {
    add(update: ReactionUpdated): void {
      const window = open.get(update.roomSlug);
      if (window) {
        window.waiting.push(update);
        return;
      }
      emit({ roomSlug: update.roomSlug, updates: [update] });
      openWindow(update.roomSlug);
    },

    /** Sends what is waiting now and stops the windows (shutdown). */
    flush(): void {
      for (const [roomSlug, window] of [...open]) {
        clearTimeout(window.timer);
        open.delete(roomSlug);
        if (window.waiting.length > 0) emit({ roomSlug, updates: window.waiting });
      }
    },
  };
}
