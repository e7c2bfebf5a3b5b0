import { describe, expect, it } from "vitest";
import { createMonotonicStamp, microsToIso } from "./monotonic-time.ts";

describe("monotonic message stamps", () => {
  it("writes microseconds after the milliseconds", () => {
    expect(microsToIso(Date.UTC(2026, 10, 24, 3, 50, 0, 123) * 1000 + 456)).toBe(
      "2026-11-24T03:50:00.123456Z",
    );
  });

  it("never repeats within a millisecond and never goes backwards when the clock does", () => {
    let now = Date.UTC(2026, 10, 24, 3, 50, 0, 123);
    const stamp = createMonotonicStamp(() => now);
    const first = [stamp(), stamp(), stamp()];
    expect(first).toEqual([
      "2026-11-24T03:50:00.123000Z",
      "2026-11-24T03:50:00.123001Z",
      "2026-11-24T03:50:00.123002Z",
    ]);
    now -= 5;
    expect(stamp()).toBe("2026-11-24T03:50:00.123003Z");
    now += 100;
    expect(stamp()).toBe("2026-11-24T03:50:00.218000Z");
  });
});
