/**
 * US Eastern wall-clock helpers: schedules are written the way leagues publish them ('19:30' ET)
 * and converted to UTC with the zone's rules of that day (EST or EDT).
 */
const PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function wallClockMs(at: number): number {
  const get = (type: string) => Number(PARTS.formatToParts(at).find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
}

/** '2025-09-27' + '19:30' (Eastern) → the UTC instant in ms. */
export function easternToUtc(date: string, time: string): number {
  const naive = Date.parse(`${date}T${time}:00Z`);
  let guess = naive + 5 * 3_600_000;
  for (let i = 0; i < 2; i += 1) guess += naive - wallClockMs(guess);
  return guess;
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

const DETAIL = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
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
