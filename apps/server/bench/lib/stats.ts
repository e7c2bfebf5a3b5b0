/**
 * A fixed-size latency histogram (0.1 ms buckets up to 60 s): recording is one array increment,
 * so a million deliveries cost no allocation on the measuring side.
 */
export class LatencyHistogram {
  private static readonly RESOLUTION = 10; // buckets per ms
  private readonly buckets = new Uint32Array(60_000 * LatencyHistogram.RESOLUTION);
  count = 0;

  record(ms: number): void {
    let i = Math.round(ms * LatencyHistogram.RESOLUTION);
    if (i < 0) i = 0;
    else if (i >= this.buckets.length) i = this.buckets.length - 1;
    this.buckets[i]!++;
    this.count++;
  }

  /** The q-quantile (0..1) in ms, or NaN when empty. */
  quantile(q: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.max(1, Math.ceil(q * this.count));
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i]!;
      if (seen >= rank) return i / LatencyHistogram.RESOLUTION;
    }
    return (this.buckets.length - 1) / LatencyHistogram.RESOLUTION;
  }
}

export function median(values: readonly number[]): number {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const mid = finite.length >> 1;
  return finite.length % 2 ? finite[mid]! : (finite[mid - 1]! + finite[mid]!) / 2;
}

export const round = (value: number, digits = 1): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** A plain fixed-width table for stdout. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? "").length)));
  return cells.map((r) => r.map((cell, c) => cell.padStart(widths[c] ?? 0)).join("  ")).join("\n");
}

export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return Math.floor(value);
}

/** A whole number from the environment where 0 means "none" (unlike envInt). */
export function envCount(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be 0 or more`);
  return value;
}
