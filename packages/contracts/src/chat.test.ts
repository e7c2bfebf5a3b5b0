import { describe, expect, it } from "vitest";
import {
  appealRequestSchema,
  CHAT_MESSAGES,
  editMessageRequestSchema,
  sendMessageRequestSchema,
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

describe("a message of zero-width characters", () => {
  const issues = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it("is empty for a send, an edit, a report and an appeal", () => {
    const blank = "\u200B \u2060\u3164";
    expect(issues(sendMessageRequestSchema.safeParse({ messageText: blank }))).toEqual([
      CHAT_MESSAGES.empty,
    ]);
    expect(issues(editMessageRequestSchema.safeParse({ text: blank }))).toEqual([
      CHAT_MESSAGES.editEmpty,
    ]);
    expect(issues(reportMessageRequestSchema.safeParse({ reason: blank }))).toEqual([
      CHAT_MESSAGES.reportReasonRequired,
    ]);
    expect(
      issues(appealRequestSchema.safeParse({ messageText: "go team", appealReason: blank })),
    ).toEqual([CHAT_MESSAGES.appealReasonRequired]);
  });

  it("still carries a zero-width character inside a word to the content filter", () => {
    const parsed = sendMessageRequestSchema.parse({ messageText: "fu\u200Bck" });
    expect(parsed.messageText).toBe("fu\u200Bck");
  });
});
