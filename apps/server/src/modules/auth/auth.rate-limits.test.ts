import { describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS, authRateLimits } from "./auth.rate-limits.ts";

describe("authRateLimits", () => {
  it("keeps the documented limits at scale 1", () => {
    expect(authRateLimits(1)).toEqual(AUTH_RATE_LIMITS);
  });

  it("multiplies every maximum and keeps every window", () => {
    const scaled = authRateLimits(20);
    expect(scaled.register).toEqual({ max: 600, timeWindow: "1 hour" });
    for (const [name, limit] of Object.entries(AUTH_RATE_LIMITS)) {
      const key = name as keyof typeof AUTH_RATE_LIMITS;
      expect(scaled[key]).toEqual({ max: limit.max * 20, timeWindow: limit.timeWindow });
    }
  });
});
