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

  it("hides a token carried as a path segment, in the page and in any API path", () => {
    expect(redactUrl("/reset-password/abcDEF123_-")).toBe("/reset-password/[redacted]");
    expect(redactUrl("/api/auth/reset-password/abc123?x=1")).toBe(
      "/api/auth/reset-password/[redacted]?x=1",
    );
    expect(redactUrl("/api/auth/verify-email/abc123")).toBe("/api/auth/verify-email/[redacted]");
  });

  it("keeps the reset API's validate route readable", () => {
    expect(redactUrl("/api/auth/reset-password/validate?token=t")).toBe(
      "/api/auth/reset-password/validate?token=[redacted]",
    );
  });

  it("leaves ordinary URLs alone", () => {
    expect(redactUrl("/api/auth/check/username?username=fan")).toBe(
      "/api/auth/check/username?username=fan",
    );
  });
});
