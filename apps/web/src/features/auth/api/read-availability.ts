/** The availability answer is read as `isAvailable` or `available` (spec 000 §7). */
export function readAvailability(data: unknown): boolean {
  const record = (data ?? {}) as { available?: unknown; isAvailable?: unknown };
  const value = record.isAvailable ?? record.available;
  if (typeof value !== "boolean") throw new Error("Invalid availability response");
  return value;
}
