import { describe, expect, it } from "vitest";
import { dashboardHealth, timeAgo } from "./admin-console.ts";

describe("admin console rules", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("writes times as Just now, Nm ago, Nh ago, then a date (spec 001 §9)", () => {
    expect(timeAgo("2026-11-25T11:59:30Z", now)).toBe("Just now");
    expect(timeAgo("2026-11-25T11:15:00Z", now)).toBe("45m ago");
    expect(timeAgo("2026-11-25T07:00:00Z", now)).toBe("5h ago");
    expect(timeAgo("2026-11-23T12:00:00Z", now)).toBe(
      new Date("2026-11-23T12:00:00Z").toLocaleDateString(),
    );
  });

  it("calls more than 10 errors critical and more than 5 a warning (spec 001 §4)", () => {
    expect(dashboardHealth(11)).toBe("critical");
    expect(dashboardHealth(10)).toBe("warning");
    expect(dashboardHealth(6)).toBe("warning");
    expect(dashboardHealth(5)).toBe("good");
    expect(dashboardHealth(null)).toBe("unknown");
  });
});
