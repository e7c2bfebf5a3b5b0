import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.ts";

describe("redactUrl", () => {
  it("hides reset and verification tokens in query strings", () => {
    expect(redactUrl("/api/auth/reset-password/validate?token=abc123")).toBe(
      "/api/auth/reset-password/validate?token=[redacted]",
    );
    expect(redactUrl("/api/auth/verify-email?x=1&token=secret&y=2")).toBe(
      "/api/auth/verify-email?x=1&token=[redacted]&y=2",
    );
  });

  it("leaves ordinary URLs alone", () => {
    expect(redactUrl("/api/auth/check/username?username=fan")).toBe(
      "/api/auth/check/username?username=fan",
    );
  });
});
