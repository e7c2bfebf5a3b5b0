import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { loggerOptions } from "./logger.ts";

/** Every line the request log writes, as the server would print it. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { logger: loggerOptions("info", { stream: capture }) });
});
afterAll(() => t.close());

const TOKEN = "Zr8secretResetToken_0123456789";

describe("the request log", () => {
  it.each([
    `/reset-password/${TOKEN}`,
    `/api/auth/reset-password/${TOKEN}`,
    `/api/auth/reset-password/validate?token=${TOKEN}`,
    `/api/auth/verify-email?token=${TOKEN}`,
  ])("never prints the token of %s", async (url) => {
    lines.length = 0;
    await t.app.inject({ method: "GET", url });
    const logged = lines.filter((line) => line.includes("incoming request"));
    expect(logged).toHaveLength(1);
    expect(lines.join("\n")).not.toContain(TOKEN);
    expect(logged[0]).toContain("[redacted]");
  });
});
