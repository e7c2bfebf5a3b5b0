/**
 * Tells interested features that the user sent a chat message (the sponsor banner counts them,
 * seed 000 §9) without the chat feature knowing who listens.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function announceMessageSent(): void {
  for (const listener of listeners) listener();
}

/** Returns the unsubscribe function. */
export function onMessageSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
