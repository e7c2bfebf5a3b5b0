import {
  OFFLINE_QUEUE_MAX_AGE_MS,
  OFFLINE_QUEUE_TRIM_ABOVE,
  OFFLINE_QUEUE_TRIM_TO,
} from "@huddle/contracts/chat-client";

/** One action emitted while the socket was down, replayed on the next connect. */
export interface QueuedAction {
  event: string;
  payload: unknown;
  queuedAt: number;
}

/**
 * Adds an action (spec 000 §9): once the queue holds more than 100 entries it keeps only the
 * last 50, so a long outage cannot grow it without bound.
 */
export function enqueueAction(
  queue: readonly QueuedAction[],
  action: QueuedAction,
): QueuedAction[] {
  const next = [...queue, action];
  return next.length > OFFLINE_QUEUE_TRIM_ABOVE ? next.slice(-OFFLINE_QUEUE_TRIM_TO) : next;
}

/** The entries still worth replaying at `now`: at most 60 s old, oldest first. */
export function replayableActions(queue: readonly QueuedAction[], now: number): QueuedAction[] {
  return queue.filter((action) => now - action.queuedAt <= OFFLINE_QUEUE_MAX_AGE_MS);
}
