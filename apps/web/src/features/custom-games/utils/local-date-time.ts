/**
 * The browser's date and time inputs speak the viewer's local wall clock ("2025-11-29",
 * "15:00"); the API speaks UTC instants. These convert between the two.
 */
const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD" of an instant in the local zone. */
export function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "HH:mm" of an instant in the local zone. */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "YYYY-MM-DDTHH:mm", the value and `min` format of a datetime-local input. */
export function localDateTime(date: Date): string {
  return `${localDate(date)}T${localTime(date)}`;
}

/** The instant a local "YYYY-MM-DD" + "HH:mm" names, or null when either part is malformed. */
export function instantFromLocal(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const instant = new Date(+d[1]!, +d[2]! - 1, +d[3]!, +t[1]!, +t[2]!);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
