/**
 * Failures that mean a service the node depends on (PostgreSQL, Redis, the mail relay) did not
 * answer, as opposed to a bug: the client should hear 503 "try again in a moment", not 500.
 * Drivers wrap the network error (drizzle's DrizzleQueryError holds pg's error as `cause`), so
 * the whole cause chain is read.
 */

export const DEPENDENCY_OUTAGE_TEXT =
  "The service is temporarily unavailable. Please try again in a moment.";
/** What a 503 tells the client to wait before retrying (`Retry-After`, seconds). */
export const DEPENDENCY_OUTAGE_RETRY_SECONDS = 5;

/** Socket-level failures: the peer refused, reset, vanished or could not be resolved. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve: connection exceptions (class 08),
 * insufficient resources (53: disk full, out of memory, too many connections), a statement the
 * server cancelled at its `statement_timeout` (57014: held behind a lock or a stalled disk),
 * shutting down or starting up (57P01–57P03), the database dropped under it (57P04), and system
 * errors such as I/O failures (58).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    /^[0-9A-Z]{5}$/.test(code) &&
    (code.startsWith("08") ||
      code.startsWith("53") ||
      code.startsWith("58") ||
      ["57014", "57P01", "57P02", "57P03", "57P04"].includes(code))
  );
}

/**
 * Errors node-postgres and ioredis raise without a code when their connection is gone, or (for
 * ioredis's `commandTimeout` and pg's `query_timeout`) when the server stopped answering on it.
 */
const CONNECTION_LOST_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection is closed",
  "Stream isn't writeable",
  "Command timed out",
  "Query read timeout",
  // SQLSTATE 55000, which otherwise means a bug: the database refuses connections for now
  // (ALLOW_CONNECTIONS false, as during maintenance).
  "is not currently accepting connections",
];

/**
 * Redis refusing to serve rather than failing a command (ioredis's ReplyError carries the code as
 * the message's first word): out of memory, a replica after a failover, loading its data, no
 * primary, the cluster down, busy with a script.
 */
const REDIS_UNAVAILABLE = /^(OOM|READONLY|LOADING|MASTERDOWN|CLUSTERDOWN|BUSY|TRYAGAIN) /;

function describesOutage(error: object): boolean {
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (name === "ReplyError" && typeof message === "string" && REDIS_UNAVAILABLE.test(message)) {
    return true;
  }
  if (typeof code === "string" && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
    return true;
  }
  // ioredis gives up on a command after maxRetriesPerRequest reconnection attempts.
  if (name === "MaxRetriesPerRequestError") return true;
  return (
    typeof message === "string" &&
    CONNECTION_LOST_MESSAGES.some((fragment) => message.includes(fragment))
  );
}

export function isDependencyOutage(error: unknown): boolean {
  return outageCause(error) !== undefined;
}

/**
 * The driver's own error behind an outage, as a log line needs it: its code and message. Not the
 * query wrapper around it, whose message carries the failed statement and its parameters
 * (session and user ids), once per refused request for as long as the outage lasts.
 */
export function outageCause(error: unknown): { code?: string; message: string } | undefined {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object";) {
    if (seen.has(current)) return undefined;
    seen.add(current);
    if (describesOutage(current)) {
      const { code, message } = current as { code?: unknown; message?: unknown };
      return {
        ...(typeof code === "string" ? { code } : {}),
        message: typeof message === "string" ? message : String(current),
      };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
