/** The one command of the node's Redis client that the Socket.IO adapter fires and forgets. */
interface Publisher {
  publish(...args: never[]): Promise<unknown>;
}

/**
 * `@socket.io/redis-streams-adapter` (0.3.1, `doPublish`) sends its pub/sub messages — the
 * requests of `fetchSockets` and `serverSideEmit` — and drops each promise. While Redis was down
 * every one of them rejected with no handler, and Node ended the process: a fan connecting, or a
 * team mute, during a Redis blip took the whole node down. Each publish on this client now has a
 * handler of its own; a caller that waits still sees the failure, and a request no node answered
 * times out in the adapter as it does for a silent node. The outage itself is logged once by the
 * connection's error listener (redis-connection.ts), so the handler adds nothing to the log.
 */
export function handleDroppedPublishes(redis: Publisher): void {
  const publish = redis.publish.bind(redis) as (...args: unknown[]) => Promise<unknown>;
  const handled = (...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch(() => undefined);
    return sent;
  };
  Object.assign(redis, { publish: handled });
}
