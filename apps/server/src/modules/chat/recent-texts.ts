/**
 * Each user's latest messages, for the filter's duplicate-rate spam check. Kept in memory on the
 * node that took the message: a spammer repeating themselves in a burst lands on one node, and
 * this saves a database read on every send (docs/decisions.md).
 */
export function createRecentTexts(windowMs: number, limit: number, now: () => number) {
  const byUser = new Map<string, { text: string; at: number }[]>();
  let lastSweep = now();

  function sweep(t: number) {
    if (t - lastSweep < windowMs) return;
    lastSweep = t;
    for (const [userId, entries] of byUser) {
      if (entries.every((e) => t - e.at > windowMs)) byUser.delete(userId);
    }
  }

  return {
    /** Newest first, within the window. */
    of(userId: string): string[] {
      const t = now();
      return (byUser.get(userId) ?? [])
        .filter((e) => t - e.at <= windowMs)
        .map((e) => e.text)
        .reverse();
    },
    remember(userId: string, text: string): void {
      const t = now();
      sweep(t);
      const entries = (byUser.get(userId) ?? []).filter((e) => t - e.at <= windowMs);
      entries.push({ text, at: t });
      byUser.set(userId, entries.slice(-limit));
    },
  };
}
