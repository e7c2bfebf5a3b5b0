const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "15m" -> 900000; a bare number is seconds. Returns null for anything else. */
export function parseDuration(value: string): number | null {
  const match = /^\s*(\d+)\s*(ms|s|m|h|d)?\s*$/.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? "s") as keyof typeof UNIT_MS;
  return amount * UNIT_MS[unit];
}
