import {
  REACTION_BROADCAST_MAX_WINDOW_MS,
  REACTION_BROADCAST_WINDOW_MS,
  type ReactionsUpdated,
  type ReactionUpdated,
} from "@huddle/contracts/reactions";

/** Sockets a node writes a room's batch to within the base window before the window widens. */
const AUDIENCE_AT_BASE_WINDOW = 250;

/**
 * How long a room's toggles wait for company, given how many sockets on this node are in it.
 * Every batch costs one write per socket, so the window grows with the audience: from 250 to
 * 1,000 sockets a room's reaction broadcasts cost a node ~1,000 socket writes a second, and a
 * bigger room gets one batch a second (a single message to it costs as much). A fan in a big
 * room sees counts move once a second at the slowest; a small room's stay at the base window.
 */
export function reactionWindowMs(audience: number): number {
  const widened = (REACTION_BROADCAST_WINDOW_MS * audience) / AUDIENCE_AT_BASE_WINDOW;
  return Math.min(
    REACTION_BROADCAST_MAX_WINDOW_MS,
    Math.max(REACTION_BROADCAST_WINDOW_MS, Math.round(widened)),
  );
}

/**
 * A room's toggles as `reactions-updated` broadcasts: the first one at once, then at most one
 * broadcast per window carrying every toggle made meanwhile, in order. In a busy room a play
 * draws dozens of taps a second, and each broadcast costs a write to every fan's socket (and a
 * Redis message per node); batched, the room pays once per window. A quiet room hears each
 * toggle at once, as before. `windowFor` says how long a room's window lasts (reactionWindowMs
 * of its audience), asked each time one opens.
 */
export function createReactionBroadcasts(
  emit: (batch: ReactionsUpdated) => void,
  windowFor: (roomSlug: string) => number,
) {
  /** Rooms whose window is open, with the toggles waiting for its end. */
  const open = new Map<string, { waiting: ReactionUpdated[]; timer: NodeJS.Timeout }>();

  function openWindow(roomSlug: string): void {
    const timer = setTimeout(() => closeWindow(roomSlug), windowFor(roomSlug));
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
