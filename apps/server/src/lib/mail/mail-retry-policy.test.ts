import { describe, expect, it } from "vitest";
import { isPermanentMailFailure, mailRetryDelayMs } from "./mail-retry-policy.ts";

const MINUTE = 60_000;

describe("mail retry policy", () => {
  it("waits a minute after the failed send, then twice as long each time, at most an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(mailRetryDelayMs)).toEqual(
      [1, 2, 4, 8, 16, 32, 60, 60, 60].map((minutes) => minutes * MINUTE),
    );
  });

  it("treats SMTP 5xx refusals as permanent and everything else as worth another try", () => {
    expect(isPermanentMailFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentMailFailure({ responseCode: 554 })).toBe(true);
    expect(isPermanentMailFailure({ responseCode: 421 })).toBe(false);
    expect(isPermanentMailFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentMailFailure(Object.assign(new Error("refused"), { code: "ESOCKET" }))).toBe(
      false,
    );
    expect(isPermanentMailFailure(null)).toBe(false);
  });
});
