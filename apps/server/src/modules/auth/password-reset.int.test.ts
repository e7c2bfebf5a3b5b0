import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "Fresh-start9";

let addressSeq = 0;
/** A new client address per call keeps these tests clear of the per-address limit. */
const nextAddress = () => `10.7.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

const forgot = (email: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress,
  });
const validate = (token: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/auth/reset-password/validate?token=${encodeURIComponent(token)}`,
  });
const reset = (token: string, newPassword = NEW_PASSWORD) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, newPassword },
  });
const login = (usernameOrEmail: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { usernameOrEmail, password } });

/** Requests a reset and returns the token from the emailed link. */
async function requestResetToken(email: string): Promise<string> {
  const before = (await t.outbox()).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const messages = await t.outbox();
  expect(messages.length).toBe(before + 1);
  const link = messages.at(-1)!.links.find((l) => l.includes("/reset-password/"))!;
  expect(link.startsWith("http://huddle.test/reset-password/")).toBe(true);
  return link.split("/reset-password/")[1]!;
}

describe("password reset", () => {
  it("answers the same 200 whether or not the email has an account", async () => {
    const user = await createUser(t.database);
    const known = await forgot(user.email);
    const unknown = await forgot("nobody@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, message: AUTH_MESSAGES.forgotPasswordSent });
  });

  it("emails only existing accounts, with a text and an HTML part", async () => {
    const user = await createUser(t.database);
    const before = (await t.outbox()).length;
    await forgot("ghost@example.com");
    await forgot(user.email);
    const messages = await t.outbox();
    expect(messages.length).toBe(before + 1);
    expect(messages.at(-1)!.to).toContain(user.email);
    expect(messages.at(-1)!.subject).toBe("Reset your Huddle password");
  });

  it("refuses a malformed email with the spec's text", async () => {
    const res = await forgot("not-an-email");
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([AUTH_MESSAGES.emailInvalid]);
    const empty = await forgot("");
    expect(empty.json().details).toEqual([AUTH_MESSAGES.forgotEmailRequired]);
  });

  it("validates a fresh token with the account's email", async () => {
    const user = await createUser(t.database);
    const token = await requestResetToken(user.email);
    expect((await validate(token)).json()).toEqual({ valid: true, email: user.email });
    expect((await validate("made-up")).json()).toEqual({ valid: false, email: null });
  });

  it("resets the password: the new one signs in, the old one no longer does", async () => {
    const user = await createUser(t.database);
    const token = await requestResetToken(user.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSuccess });
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
  });

  it("marks the address verified: following the emailed link proved it", async () => {
    const user = await createUser(t.database);
    expect(user.emailVerified).toBe(false);
    expect((await reset(await requestResetToken(user.email))).statusCode).toBe(200);
    const session = await signIn(t.app, { username: user.username, password: NEW_PASSWORD });
    expect(session.user.emailVerified).toBe(true);
  });

  it("accepts a token only once", async () => {
    const user = await createUser(t.database);
    const token = await requestResetToken(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, "Another-one9");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: AUTH_MESSAGES.resetInvalidToken });
    expect((await validate(token)).json().valid).toBe(false);
  });

  it("refuses a token after one hour", async () => {
    const user = await createUser(t.database);
    const token = await requestResetToken(user.email);
    t.clock.advance(60 * 60_000 + 1_000);
    expect((await validate(token)).json()).toEqual({ valid: false, email: null });
    expect((await reset(token)).statusCode).toBe(400);
  });

  it.each([
    ["lowercase1!", "no uppercase"],
    ["UPPERCASE1!", "no lowercase"],
    ["NoDigits!!", "no digit"],
    ["NoSpecial12", "no special character"],
    ["Sh0rt!", "too short"],
  ])("refuses the new password %j (%s) and leaves the token usable", async (password) => {
    const user = await createUser(t.database);
    const token = await requestResetToken(user.email);
    const res = await reset(token, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([AUTH_MESSAGES.resetPasswordRequirements]);
    expect((await validate(token)).json().valid).toBe(true);
  });

  it("limits reset emails to 10 an hour from one address", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await forgot(`someone${i}@example.com`, "10.8.0.1")).statusCode).toBe(200);
    }
    expect((await forgot("someone@example.com", "10.8.0.1")).statusCode).toBe(429);
  });

  it("ends every session of the user", async () => {
    const user = await createUser(t.database);
    const phone = await signIn(t.app, user);
    const laptop = await signIn(t.app, user);
    const token = await requestResetToken(user.email);
    await reset(token);
    for (const session of [phone, laptop]) {
      const me = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: bearer(session.tokens.accessToken),
      });
      expect(me.statusCode).toBe(401);
      const refreshed = await t.app.inject({
        method: "POST",
        url: "/api/auth/refresh",
        payload: { refreshToken: session.tokens.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
    }
  });

  it("retires older reset links once one is used", async () => {
    const user = await createUser(t.database);
    const older = await requestResetToken(user.email);
    const newer = await requestResetToken(user.email);
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await validate(older)).json().valid).toBe(false);
  });
});
