/**
 * Message order rests on `created_at`. The embedded database's clock ticks in milliseconds, so
 * two messages in the same millisecond (one batch, or two quick sends) would tie and sort at
 * random, and catch-up "after this message" could skip one. This process therefore stamps its
 * messages itself: wall-clock time in microseconds, never repeating and never going backwards.
 */
export function createMonotonicStamp(nowMs: () => number = Date.now): () => string {
  let lastMicros = 0;
  return () => {
    lastMicros = Math.max(lastMicros + 1, Math.floor(nowMs()) * 1000);
    return microsToIso(lastMicros);
  };
}

/** An ISO-8601 UTC timestamp with microseconds, as PostgreSQL reads it. */
export function microsToIso(micros: number): string {
  const iso = new Date(Math.floor(micros / 1000)).toISOString();
  return `${iso.slice(0, -1)}${String(micros % 1000).padStart(3, "0")}Z`;
}
