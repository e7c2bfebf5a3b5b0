import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.ts";

const LOGGER_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), "logger.ts");

/** Logs one line through `pino(loggerOptions(...))` in a child whose stdout is a pipe. */
async function logInChild(optionsSource: string): Promise<string> {
  const script = `
    import pino from "pino";
    import { loggerOptions } from ${JSON.stringify(LOGGER_MODULE)};
    pino(loggerOptions("info"${optionsSource})).info({ password: "s3cret", room: "nfl" }, "hello");
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    { cwd: path.dirname(LOGGER_MODULE), env: { ...process.env, NO_COLOR: "1" } },
  );
  return stdout;
}

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

describe("loggerOptions", { timeout: 20_000 }, () => {
  it("writes one JSON object per line when stdout is not a terminal", async () => {
    const lines = (await logInChild("")).trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      msg: "hello",
      room: "nfl",
      password: "[redacted]",
    });
  });

  it("pretty-prints through pino-pretty for a terminal, still redacted", async () => {
    const output = await logInChild(", { pretty: true }");
    expect(output).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] INFO: hello\n/);
    expect(output).toContain('room: "nfl"');
    expect(output).toContain('password: "[redacted]"');
    expect(output).not.toContain("s3cret");
  });
});
