import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { authTokens } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createUser } from "../../test/factories.ts";
import type { AuthTiming } from "./auth-timing.ts";

/** Work handed over for after the response, held until the test (or outbox()) lets it run. */
const held: Array<() => Promise<void>> = [];
const holding: AuthTiming = {
  afterResponse: (task) => void held.push(task),
  async idle() {
    while (held.length > 0) await held.shift()!();
  },
  sleep: async () => undefined,
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { authTiming: holding });
});
afterAll(() => t.close());

let addressSeq = 0;
const forgot = (email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress: `10.8.0.${++addressSeq}`,
  });

describe("forgot-password timing", () => {
  it("answers before looking the address up, then sends the link", async () => {
    const user = await createUser(t.database);
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.forgotPasswordSent });
    // Answered with nothing looked up or written yet: no token, no mail.
    expect(held).toHaveLength(1);
    expect(await t.database.db.select().from(authTokens)).toEqual([]);
    const mail = await t.outbox();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toContain(user.email);
    expect(mail[0]!.links.some((l) => l.includes("/reset-password/"))).toBe(true);
  });

  it("takes the same path for an unknown address: the same answer, and work left for later", async () => {
    const before = (await t.outbox()).length;
    const res = await forgot("nobody-here@example.org");
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.forgotPasswordSent });
    expect(held).toHaveLength(1);
    expect(await t.outbox()).toHaveLength(before);
  });
});
