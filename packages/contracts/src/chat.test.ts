import { describe, expect, it } from "vitest";
import {
  appealRequestSchema,
  CHAT_MESSAGES,
  REPORT_REASON_MAX_LENGTH,
  reportMessageRequestSchema,
} from "./chat.ts";

describe("an appeal's filterInfo", () => {
  it("keeps what the filter said and drops anything else, however deeply nested", () => {
    let deep: unknown = [];
    for (let i = 0; i < 5_000; i++) deep = [deep];
    const parsed = appealRequestSchema.parse({
      messageText: "what a tackle",
      appealReason: "It was about the game",
      filterInfo: { roomSlug: "general", categories: ["Violence"], toxicityScore: 0.6, deep },
    });
    expect(parsed.filterInfo).toEqual({
      roomSlug: "general",
      categories: ["Violence"],
      toxicityScore: 0.6,
    });
  });
});

describe("a report's reason", () => {
  const issues = (reason: unknown) =>
    reportMessageRequestSchema.safeParse({ reason }).error?.issues.map((i) => i.message) ?? [];

  it("names the fault: a missing reason, or one too long", () => {
    expect(issues("   ")).toEqual([CHAT_MESSAGES.reportReasonRequired]);
    expect(issues("r".repeat(REPORT_REASON_MAX_LENGTH + 1))).toEqual([
      "A report reason must be at most 500 characters.",
    ]);
    expect(issues("r".repeat(REPORT_REASON_MAX_LENGTH))).toEqual([]);
  });
});
