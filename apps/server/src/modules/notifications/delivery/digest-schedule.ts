import { TZDate } from "@date-fns/tz";
import type { ScheduleData, ScheduleType } from "@huddle/contracts/notifications";

const DAY_MS = 86_400_000;

/** How far back a missed occurrence is still sent, and how much news a digest covers (days). */
const PERIOD_DAYS: Record<
  Exclude<ScheduleType, "realtime">,
  { lookback: number; covers: number }
> = {
  daily: { lookback: 1, covers: 1 },
  custom: { lookback: 1, covers: 1 },
  weekly: { lookback: 7, covers: 7 },
  monthly: { lookback: 31, covers: 30 },
};

export interface DigestOccurrence {
  /** The local calendar date of the occurrence (YYYY-MM-DD): the digest's delivery-log key. */
  date: string;
  at: Date;
  /** The news a digest covers: [at - covers, at]. */
  coversMs: number;
}

/** A calendar date as a UTC midnight, so day arithmetic and weekdays need no time zone. */
function localDate(instant: Date, timeZone: string): Date {
  const local = new TZDate(instant, timeZone);
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
}

/** The instant a local wall-clock time on a local date happens in `timeZone`. */
export function zonedInstant(date: Date, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const local = new TZDate(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    hours,
    minutes,
    timeZone,
  );
  return new Date(local.getTime());
}

function lastDayOfMonth(date: Date): number {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

/** Whether the schedule has an occurrence on this local date. */
export function scheduledOn(type: ScheduleType, data: ScheduleData, date: Date): boolean {
  const weekday = date.getUTCDay();
  const day = date.getUTCDate();
  switch (type) {
    case "daily":
      return true;
    case "weekly":
      return weekday === (data.day_of_week ?? 1);
    case "monthly":
      return day === Math.min(data.day_of_month ?? 1, lastDayOfMonth(date));
    case "custom":
      return (
        (data.days_of_week ?? []).includes(weekday) || (data.days_of_month ?? []).includes(day)
      );
    case "realtime":
      return false;
  }
}

/**
 * The digest occurrence due at `now`: the latest scheduled local time that has passed within the
 * schedule's period and after the rule was created (a new weekly rule waits for its day rather
 * than sending last week's digest at once). Null when nothing is due.
 */
export function dueOccurrence(
  rule: { scheduleType: ScheduleType; scheduleData: ScheduleData; createdAt: Date },
  now: Date,
): DigestOccurrence | null {
  if (rule.scheduleType === "realtime") return null;
  const period = PERIOD_DAYS[rule.scheduleType];
  const { timezone, time } = rule.scheduleData;
  const today = localDate(now, timezone);
  for (let back = 0; back < period.lookback; back++) {
    const date = new Date(today.getTime() - back * DAY_MS);
    if (!scheduledOn(rule.scheduleType, rule.scheduleData, date)) continue;
    const at = zonedInstant(date, time, timezone);
    if (at > now) continue;
    if (at < rule.createdAt) return null;
    return { date: date.toISOString().slice(0, 10), at, coversMs: period.covers * DAY_MS };
  }
  return null;
}
