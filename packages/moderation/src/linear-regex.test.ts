import { describe, expect, it } from "vitest";
import { matchCustomRules } from "./custom-rules.ts";

describe("custom rule regexes run in linear time", () => {
  it("answers at once for an overlapping alternation that backtracks exponentially in V8", () => {
    const rules = [{ id: "r1", pattern: "/(a|a)*b/", action: "flag" as const, description: "" }];
    const subject = `${"a".repeat(1_000)}!`;
    const started = performance.now();
    expect(matchCustomRules(rules, subject, subject)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("still matches case-insensitively", () => {
    const rules = [
      { id: "r2", pattern: "/free\\s+tickets?/", action: "delete" as const, description: "" },
    ];
    expect(matchCustomRules(rules, "get FREE  Tickets now", "get free tickets now")).toEqual({
      id: "r2",
      action: "delete",
    });
  });
});
