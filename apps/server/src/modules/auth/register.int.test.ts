import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createUser } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let seq = 0;
function registration(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    username: `newfan_${seq}`,
    email: `newfan_${seq}@example.com`,
    password: "season2025",
    acceptedTerms: true,
    acceptedTermsAt: new Date().toISOString(),
    ...overrides,
  };
}

const register = (payload: unknown, remoteAddress = "10.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: payload as object,
    remoteAddress,
  });

let addressSeq = 0;
/** Refusal cases come from their own addresses so the per-address limit stays for its test. */
const nextAddress = () => `10.9.0.${++addressSeq}`;

describe("POST /api/auth/register", () => {
  it("creates the account and answers 201 with success and a message", async () => {
    const res = await register(registration());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.registered });
  });

  it("stores the acceptance of the terms and a hashed password", async () => {
    const body = registration();
    await register(body);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { usernameOrEmail: body.username, password: body.password },
    });
    const { user } = login.json();
    expect(user.acceptedTerms).toBe(true);
    expect(user.acceptedTermsAt).not.toBeNull();
    expect(user.adminLevel).toBe("user");
    expect(user.membershipTier).toBe("basic");
    expect(JSON.stringify(user)).not.toContain("season2025");
    expect(user).not.toHaveProperty("passwordHash");
  });

  it.each([
    ["ab", AUTH_MESSAGES.usernameFormat],
    ["a".repeat(21), AUTH_MESSAGES.usernameFormat],
    ["bad name", AUTH_MESSAGES.usernameFormat],
    ["", AUTH_MESSAGES.usernameRequired],
  ])("refuses the username %j with 400 and the spec's text", async (username, message) => {
    const res = await register(registration({ username }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Validation failed", details: [message] });
  });

  it("accepts usernames of exactly 3 and 20 characters with underscore and dash", async () => {
    expect((await register(registration({ username: "a-b" }))).statusCode).toBe(201);
    expect((await register(registration({ username: "a_".repeat(10) }))).statusCode).toBe(201);
  });

  it.each([
    ["short1", AUTH_MESSAGES.passwordTooShort],
    ["12345678", AUTH_MESSAGES.passwordNeedsLetter],
    ["abcdefgh", AUTH_MESSAGES.passwordNeedsNumber],
    ["", AUTH_MESSAGES.passwordRequired],
  ])("refuses the password %j with the spec's text", async (password, message) => {
    const res = await register(registration({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([message]);
  });

  it("refuses a malformed email", async () => {
    const res = await register(registration({ email: "fan@nowhere" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([AUTH_MESSAGES.emailInvalid]);
  });

  it.each([
    "attacker,victim@example.org",
    '"x"<v@example.org>',
    "a;v@example.org",
    "a v@example.org",
  ])("refuses %s: an email must be exactly one plain address", async (email) => {
    const res = await register(registration({ email }), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Validation failed",
      details: [AUTH_MESSAGES.emailInvalid],
    });
  });

  it.each([
    "Huddle",
    "Huddle_Moderator",
    "HUDDLE",
    "Hudd1e",
    "admin",
    "Adm1n",
    "moderator",
    "Staff",
    "support",
    "official",
  ])("refuses the reserved name %s", async (username) => {
    const res = await register(registration({ username }), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Validation failed",
      details: [AUTH_MESSAGES.usernameReserved],
    });
  });

  it("refuses a username the content filter blocks, with the filter's reason", async () => {
    const res = await register(registration({ username: "Kill_Yourself" }), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: "Username was blocked by the content filter.",
      field: "username",
      reason: expect.stringMatching(/^Message blocked by content filter/),
    });
  });

  it("answers 422 when the terms are not accepted", async () => {
    const res = await register(registration({ acceptedTerms: false }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: AUTH_MESSAGES.termsRequired,
      details: [AUTH_MESSAGES.termsRequired],
    });
  });

  it("answers 409 for a username taken in another letter case", async () => {
    const existing = await createUser(t.database, { username: "GoalKeeper" });
    const res = await register(registration({ username: existing.username.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.usernameTaken });
  });

  it("answers 409 for an email taken in another letter case", async () => {
    const existing = await createUser(t.database, { email: "Keeper@Example.com" });
    const res = await register(registration({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.emailTaken });
  });

  it("lets one of two simultaneous sign-ups with the same name win and refuses the other", async () => {
    const body = registration();
    const [a, b] = await Promise.all([
      register(body),
      register({ ...body, email: `other_${body.email}` }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it("answers 400 with a clear error for a body that is not JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("allows 30 registrations an hour from one address, then answers 429", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 30; i += 1) {
      expect((await register(registration({ password: "x" }), ip)).statusCode).toBe(400);
    }
    const res = await register(registration(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(res.json().error).toBe("Too many requests. Please wait a moment and try again.");
  });
});
