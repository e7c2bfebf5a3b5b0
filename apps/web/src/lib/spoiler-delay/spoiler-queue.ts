/**
 * Issue 15 §4 Spoiler delay: live events wait `delayMs` after they arrived, then apply in the
 * order they arrived. An event that follows up a message (edit, delete, reaction) applies at once
 * when that message is already on screen, else it queues behind it, so nothing is reordered.
 */
export interface SpoilerEvent {
  apply: () => void;
  /** A new message: follow-ups of it queue while it does. */
  messageId?: string;
  /** An edit, delete or reaction of this message. */
  followsMessageId?: string;
}

export interface SpoilerQueue {
  push(event: SpoilerEvent): void;
  /** Re-evaluates what is due; 0 releases everything queued, in order. */
  setDelay(delayMs: number): void;
  /** Applies what is still queued (nothing is lost) and stops the timer. */
  flush(): void;
}

interface Queued {
  event: SpoilerEvent;
  arrivedAt: number;
}

type Timers = Pick<typeof globalThis, "setTimeout" | "clearTimeout">;

export function createSpoilerQueue(
  initialDelayMs: number,
  now: () => number = Date.now,
  timers: Timers = globalThis,
): SpoilerQueue {
  let delayMs = initialDelayMs;
  const queue: Queued[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const isQueued = (messageId: string) => queue.some((q) => q.event.messageId === messageId);

  function release() {
    timers.clearTimeout(timer);
    timer = undefined;
    const time = now();
    while (queue.length > 0 && time - queue[0]!.arrivedAt >= delayMs) {
      queue.shift()!.event.apply();
    }
    const head = queue[0];
    if (head) timer = timers.setTimeout(release, head.arrivedAt + delayMs - time);
  }

  return {
    push(event) {
      const waits =
        event.followsMessageId === undefined
          ? delayMs > 0 || queue.length > 0
          : isQueued(event.followsMessageId);
      if (!waits) {
        event.apply();
        return;
      }
      queue.push({ event, arrivedAt: now() });
      if (queue.length === 1) release();
    },
    setDelay(next) {
      delayMs = Math.max(0, next);
      release();
    },
    flush() {
      delayMs = 0;
      release();
    },
  };
}
