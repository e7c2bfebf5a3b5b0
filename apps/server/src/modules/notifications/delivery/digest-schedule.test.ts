import { describe, expect, it } from "vitest";
import type { ScheduleData, ScheduleType } from "@huddle/contracts/notifications";
import { dueOccurrence, zonedInstant } from "./digest-schedule.ts";

const created = new Date("2026-01-01T00:00:00Z");
const rule = (scheduleType: ScheduleType, scheduleData: Partial<ScheduleData> = {}) => ({
  scheduleType,
  scheduleData: { time: "09:00", timezone: "America/New_York", ...scheduleData },
  createdAt: created,
});

describe("digest schedule", () => {
  it("places 09:00 New York at 14:00 UTC in winter and 13:00 UTC in summer", () => {
    const ny = "America/New_York";
    expect(zonedInstant(new Date("2026-01-15T00:00:00Z"), "09:00", ny).toISOString()).toBe(
      "2026-01-15T14:00:00.000Z",
    );
    expect(zonedInstant(new Date("2026-07-15T00:00:00Z"), "09:00", ny).toISOString()).toBe(
      "2026-07-15T13:00:00.000Z",
    );
  });

  it("makes a daily digest due once its local time has passed today", () => {
    expect(dueOccurrence(rule("daily"), new Date("2026-03-02T13:59:00Z"))).toBeNull();
    expect(dueOccurrence(rule("daily"), new Date("2026-03-02T14:01:00Z"))?.date).toBe("2026-03-02");
  });

  it("uses the local date, not the UTC date, for the period key", () => {
    const tokyo = rule("daily", { time: "08:00", timezone: "Asia/Tokyo" });
    expect(dueOccurrence(tokyo, new Date("2026-03-02T23:30:00Z"))?.date).toBe("2026-03-03");
  });

  it("keeps a weekly digest due for the rest of its week, keyed by its day", () => {
    const monday = rule("weekly", { day_of_week: 1 });
    expect(dueOccurrence(monday, new Date("2026-03-04T12:00:00Z"))?.date).toBe("2026-03-02");
  });

  it("clamps a monthly day 31 to the month's last day", () => {
    const last = rule("monthly", { day_of_month: 31 });
    expect(dueOccurrence(last, new Date("2026-04-30T20:00:00Z"))?.date).toBe("2026-04-30");
  });

  it("matches custom weekdays or days of the month", () => {
    const custom = rule("custom", { days_of_week: [6], days_of_month: [15] });
    expect(dueOccurrence(custom, new Date("2026-03-07T15:00:00Z"))?.date).toBe("2026-03-07");
    expect(dueOccurrence(custom, new Date("2026-03-15T15:00:00Z"))?.date).toBe("2026-03-15");
    expect(dueOccurrence(custom, new Date("2026-03-16T15:00:00Z"))).toBeNull();
  });

  it("does not send an occurrence scheduled before the rule existed", () => {
    const weekly = {
      ...rule("weekly", { day_of_week: 1 }),
      createdAt: new Date("2026-03-03T00:00:00Z"),
    };
    expect(dueOccurrence(weekly, new Date("2026-03-04T12:00:00Z"))).toBeNull();
  });
});
