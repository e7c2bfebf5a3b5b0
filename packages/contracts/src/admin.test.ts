import { describe, expect, it } from "vitest";
import { moderateMessageRequestSchema } from "./admin-moderation.ts";
import {
  ADMIN_MESSAGES,
  auditLogQuerySchema,
  banRequestSchema,
  exemptRequestSchema,
  muteRequestSchema,
  tierRequestSchema,
} from "./admin.ts";

describe("admin user requests", () => {
  it("bans permanently when no duration is sent (spec 000 §4 default)", () => {
    expect(banRequestSchema.parse({ reason: "spam links" })).toEqual({
      reason: "spam links",
      duration: "permanent",
    });
    expect(banRequestSchema.safeParse({ reason: "spam", duration: "2w" }).success).toBe(false);
  });

  it("mutes permanently when no hours are sent, as an empty prompt does (spec 001 §5)", () => {
    expect(muteRequestSchema.parse({}).hours).toBeNull();
    expect(muteRequestSchema.parse({ hours: 3 }).hours).toBe(3);
    expect(muteRequestSchema.safeParse({ hours: 0 }).success).toBe(false);
  });

  it("says a reason over 500 characters is too long, whichever action it is for", () => {
    const reason = "r".repeat(501);
    const requests = [
      banRequestSchema.safeParse({ reason }),
      exemptRequestSchema.safeParse({ exempt: true, reason }),
      tierRequestSchema.safeParse({ tier: "pro", reason }),
      muteRequestSchema.safeParse({ reason }),
      moderateMessageRequestSchema.safeParse({ action: "delete", reason }),
    ];
    for (const parsed of requests) {
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([ADMIN_MESSAGES.reasonTooLong]);
    }
    expect(banRequestSchema.safeParse({ reason: "r".repeat(500) }).success).toBe(true);
  });

  it("matches an audit target's id in lower case, and leaves other targets as sent", () => {
    const id = "6F1C7C5E-2A4B-4C8E-9D3F-1A2B3C4D5E6F";
    expect(auditLogQuerySchema.parse({ targetId: id }).targetId).toBe(id.toLowerCase());
    expect(auditLogQuerySchema.parse({ targetId: "league-nfl" }).targetId).toBe("league-nfl");
  });
});
