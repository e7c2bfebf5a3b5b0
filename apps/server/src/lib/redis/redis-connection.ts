import { Redis } from "ioredis";

/**
 * How long any Redis command may take before it fails as an outage (`isDependencyOutage`).
 * Redis answers in well under a millisecond; a command still unanswered after this long means a
 * stopped server or a dead link, which TCP may take minutes to notice. Without the bound a send
 * would wait on its rate check forever instead of hearing 503.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 3_000;

/**
 * How long the Socket.IO adapter's `XREAD BLOCK` waits for other nodes' events before asking
 * again. It is one more command on the same connection settings, so it must come back (empty)
 * well inside the command timeout; one extra read a second is nothing to an idle node.
 */
export const ADAPTER_BLOCK_MS = 1_000;

/**
 * The node's Redis connection: commands fail after two reconnection attempts (not queued for
 * ever) and after `REDIS_COMMAND_TIMEOUT_MS` without an answer. Connection errors go to
 * `onError`, also those of the copies the Socket.IO adapter makes with `duplicate()`: without a
 * listener ioredis prints each as "[ioredis] Unhandled error event" past the structured log.
 */
export function connectRedis(url: string, onError: (error: Error) => void): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 2,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    lazyConnect: false,
  });
  reportErrors(client, onError);
  return client;
}

function reportErrors(client: Redis, onError: (error: Error) => void): void {
  client.on("error", onError);
  const duplicate = client.duplicate.bind(client);
  client.duplicate = (...args: Parameters<Redis["duplicate"]>) => {
    const copy = duplicate(...args);
    reportErrors(copy, onError);
    return copy;
  };
}
