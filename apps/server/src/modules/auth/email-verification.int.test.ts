import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { DEFAULT_ABUSE_BUDGETS } from "../../abuse/abuse-budgets.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser, type ApiCall } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const resend = (call: ApiCall) => call("POST", "/api/auth/resend-verification");
const me = async (call: ApiCall) => (await call("GET", "/api/auth/me")).json().user;

/** The newest mailed verification link for `email`, as a path the app can be injected with. */
async function verificationPathFor(email: string): Promise<string> {
  const mail = (await t.outbox()).filter((m) => m.to.includes(email)).at(-1);
  const link = mail?.links.find((l) => l.includes("/api/auth/verify-email?token="));
  expect(link, "expected a verification link in the mail").toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

describe("asking for a verification link", () => {
  it("mails a link to the unverified user, and following it marks the address verified", async () => {
    const { user, call } = await signedInUser(t.app, t.database);
    expect((await me(call)).emailVerified).toBe(false);

    const res = await resend(call);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      alreadyVerified: false,
      message: AUTH_MESSAGES.verificationSent,
    });
    const mail = (await t.outbox()).filter((m) => m.to.includes(user.email)).at(-1);
    expect(mail?.subject).toBe("Verify your Huddle email address");

    const visit = await t.app.inject({ method: "GET", url: await verificationPathFor(user.email) });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(
      `/login?message=${encodeURIComponent(AUTH_MESSAGES.emailVerified)}`,
    );
    // At once, although the session was resolved (and cached) before the link was followed.
    expect((await me(call)).emailVerified).toBe(true);
  });

  it("answers that the address is already verified and mails nothing", async () => {
    const { user, call } = await signedInUser(t.app, t.database, { emailVerified: true });
    const res = await resend(call);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      alreadyVerified: true,
      message: AUTH_MESSAGES.alreadyVerified,
    });
    expect((await t.outbox()).some((m) => m.to.includes(user.email))).toBe(false);
  });

  it("limits each user to a few links a day, with Retry-After", async () => {
    const { max } = DEFAULT_ABUSE_BUDGETS.verificationEmails;
    const { call } = await signedInUser(t.app, t.database);
    for (let i = 0; i < max; i += 1) expect((await resend(call)).statusCode).toBe(200);
    const refused = await resend(call);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: AUTH_MESSAGES.tooManyVerificationEmails });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const other = await signedInUser(t.app, t.database);
    expect((await resend(other.call)).statusCode).toBe(200);
  });

  it("requires a signed-in user", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/resend-verification" });
    expect(res.statusCode).toBe(401);
  });
});
