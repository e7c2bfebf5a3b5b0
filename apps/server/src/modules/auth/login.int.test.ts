import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, loginResponseSchema } from "@huddle/contracts/auth";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { loginFailures } from "../../db/schema.ts";
import { createUser } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (usernameOrEmail: string, password: string, remoteAddress = "10.1.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { usernameOrEmail, password },
    remoteAddress,
  });

function decodeClaims(jwt: string) {
  return JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString());
}

describe("POST /api/auth/login", () => {
  it("signs in by username with tokens and the user", async () => {
    const user = await createUser(t.database);
    const res = await login(user.username, user.password);
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.user.username).toBe(user.username);
    expect(body.user.lastLogin).not.toBeNull();
    expect(body.tokens.refreshToken.length).toBeGreaterThanOrEqual(40);
  });

  it("signs in by email in any letter case", async () => {
    const user = await createUser(t.database);
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
  });

  it("issues an access token with sub, sid and exp in seconds, 15 minutes ahead", async () => {
    const user = await createUser(t.database);
    const { tokens } = (await login(user.username, user.password)).json();
    const claims = decodeClaims(tokens.accessToken);
    expect(claims.sub).toBe(user.id);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const secondsLeft = claims.exp - Math.floor(Date.now() / 1000);
    expect(secondsLeft).toBeGreaterThan(14 * 60);
    expect(secondsLeft).toBeLessThanOrEqual(15 * 60);
  });

  it("answers 401 with the spec's text for an unknown account", async () => {
    const res = await login("nobody_here", "whatever1");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.accountNotFound });
  });

  it("answers 401 with the spec's text for a wrong password", async () => {
    const user = await createUser(t.database);
    const res = await login(user.username, "Wrong-pass9");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.wrongPassword });
  });

  it("answers 403 for a banned user", async () => {
    const user = await createUser(t.database, { banned: true });
    const res = await login(user.username, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.suspended, bannedUntil: null });
  });

  it("answers 400 with both required-field texts for an empty form", async () => {
    const res = await login("", "");
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      AUTH_MESSAGES.usernameOrEmailRequired,
      AUTH_MESSAGES.passwordRequired,
    ]);
  });

  it("answers 429 after 5 failures for one account from one address, even with the right password", async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.username, "Wrong-pass9", "10.2.0.1")).statusCode).toBe(401);
    }
    const res = await login(user.username, user.password, "10.2.0.1");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.tooManyLoginAttempts });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("still lets the account sign in from another address while one address is throttled", async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 5; i += 1) await login(user.username, "Wrong-pass9", "10.3.0.1");
    expect((await login(user.username, user.password, "10.3.0.2")).statusCode).toBe(200);
  });

  it("lifts the throttle once the 15-minute window has passed", async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 5; i += 1) await login(user.username, "Wrong-pass9", "10.4.0.1");
    expect((await login(user.username, user.password, "10.4.0.1")).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await login(user.username, user.password, "10.4.0.1")).statusCode).toBe(200);
  });

  it("counts failures per account whether its username or its email was typed", async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 3; i += 1) await login(user.username, "Wrong-pass9", "10.6.0.1");
    for (let i = 0; i < 2; i += 1) await login(user.email.toUpperCase(), "Wrong-pass9", "10.6.0.1");
    expect((await login(user.username, user.password, "10.6.0.1")).statusCode).toBe(429);
    expect((await login(user.email, user.password, "10.6.0.1")).statusCode).toBe(429);
  });

  it("drops failures older than the window when a new one is recorded", async () => {
    const countRows = async () =>
      (await t.database.db.select().from(loginFailures)).filter((r) => r.ip === "10.7.0.1").length;
    await login("nobody-here", "Wrong-pass9", "10.7.0.1");
    await login("nobody-else", "Wrong-pass9", "10.7.0.1");
    expect(await countRows()).toBe(2);
    t.clock.advance(15 * 60_000 + 1_000);
    await login("nobody-here", "Wrong-pass9", "10.7.0.1");
    expect(await countRows()).toBe(1);
  });

  it("allows 100 sign-in attempts per 15 minutes from one address, then answers 429", async () => {
    // Unknown names each fail on their own account key, so only the address limit can stop them.
    for (let i = 0; i < 100; i += 1) {
      expect((await login(`ghost_${i}`, "Wrong-pass9", "10.10.0.1")).statusCode).toBe(401);
    }
    const res = await login("ghost_100", "Wrong-pass9", "10.10.0.1");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toHaveProperty("error");
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 4; i += 1) await login(user.username, "Wrong-pass9", "10.5.0.1");
    expect((await login(user.username, user.password, "10.5.0.1")).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await login(user.username, "Wrong-pass9", "10.5.0.1");
    expect((await login(user.username, user.password, "10.5.0.1")).statusCode).toBe(200);
  });
});

describe("email verification", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ REQUIRE_EMAIL_VERIFICATION: "true" });
  });
  afterAll(() => strict.close());

  it("refuses an unverified user with 403 and lets them in after following the emailed link", async () => {
    const payload = {
      username: "verify_me",
      email: "verify_me@example.com",
      password: "season2025",
      acceptedTerms: true,
    };
    expect(
      (await strict.app.inject({ method: "POST", url: "/api/auth/register", payload })).statusCode,
    ).toBe(201);
    const attempt = () =>
      strict.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { usernameOrEmail: payload.username, password: payload.password },
      });
    const refused = await attempt();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: AUTH_MESSAGES.unverified });

    const [mail] = await strict.outbox();
    expect(mail?.to).toContain(payload.email);
    const link = mail!.links.find((l) => l.includes("/api/auth/verify-email?token="))!;
    const visit = await strict.app.inject({
      method: "GET",
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(
      `/login?message=${encodeURIComponent(AUTH_MESSAGES.emailVerified)}`,
    );
    expect((await attempt()).statusCode).toBe(200);
  });
});
