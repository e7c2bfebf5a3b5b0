import { TZDate } from "@date-fns/tz";

/**
 * US Eastern wall-clock helpers: schedules are written the way leagues publish them ('19:30' ET)
 * and converted to UTC with the zone's rules of that day (EST or EDT), by `@date-fns/tz`.
 */
const EASTERN = "America/New_York";

/** '2025-09-27' + '19:30' (Eastern) → the UTC instant in ms. */
export function easternToUtc(date: string, time: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new TZDate(year, month - 1, day, hours, minutes, EASTERN).getTime();
}

/** The Eastern calendar day `offsetDays` after `date` (YYYY-MM-DD arithmetic, no zone needed). */
export function addDays(date: string, offsetDays: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + offsetDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD day. */
export function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Display only: Intl formats the zone's short name ('EDT'), which no offset maths needs. */
const DETAIL = new Intl.DateTimeFormat("en-US", {
  timeZone: EASTERN,
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** ESPN's pre-game detail: '9/27 - 4:10 PM EDT'. */
export function scheduledDetail(startTime: string): string {
  const parts = Object.fromEntries(
    DETAIL.formatToParts(new Date(startTime)).map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day} - ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}
