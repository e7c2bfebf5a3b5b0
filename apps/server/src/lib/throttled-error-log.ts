/** How often an outage is logged again while it lasts (drivers report every reconnect). */
export const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * A connection error logger for an outage: the first error at once, then at most one line per
 * `intervalMs` saying how many more there were, so a stopped Redis or PostgreSQL is one warning
 * every half minute, not hundreds.
 */
export function throttledErrorLog(
  message: string,
  warn: (fields: { err: Error; suppressed: number }, message: string) => void,
  now: () => number = Date.now,
  intervalMs = ERROR_LOG_INTERVAL_MS,
): (error: Error) => void {
  let lastLoggedAt = -Infinity;
  let suppressed = 0;
  return (error) => {
    if (now() - lastLoggedAt < intervalMs) {
      suppressed++;
      return;
    }
    warn({ err: error, suppressed }, message);
    lastLoggedAt = now();
    suppressed = 0;
  };
}
