import { describe, expect, it } from "vitest";
import { throttledErrorLog } from "./throttled-error-log.ts";

describe("throttledErrorLog", () => {
  it("logs the first error at once, then one line per interval with the count it skipped", () => {
    let clock = 0;
    const lines: number[] = [];
    const log = throttledErrorLog(
      "Redis connection error",
      ({ suppressed }) => lines.push(suppressed),
      () => clock,
      30_000,
    );
    const error = new Error("connect ECONNREFUSED 127.0.0.1:6379");
    log(error);
    for (clock = 1_000; clock < 30_000; clock += 1_000) log(error);
    expect(lines).toEqual([0]);
    clock = 30_000;
    log(error);
    expect(lines).toEqual([0, 29]);
  });
});
