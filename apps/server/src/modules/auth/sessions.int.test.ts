import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";
import { createUsersRepository } from "../users/users.repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (accessToken: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(accessToken) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/refresh", payload: { refreshToken } });
const logout = (accessToken: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(accessToken) });

describe("sessions", () => {
  it("lets a signed-in user read their account", async () => {
    const user = await createUser(t.database);
    const { tokens } = await signIn(t.app, user);
    const res = await me(tokens.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    // The scheme is case-insensitive.
    for (const scheme of ["bearer", "BEARER"]) {
      const headers = { authorization: `${scheme} ${tokens.accessToken}` };
      expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers })).statusCode).toBe(
        200,
      );
    }
  });

  it.each([
    ["no header", {}],
    ["a malformed token", { authorization: "Bearer not-a-jwt" }],
    ["a non-bearer scheme", { authorization: "Basic abc" }],
  ])("answers 401 { error } for %s", async (_, headers) => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me", headers });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().error).toBe("string");
  });

  it("refuses a token signed with another secret", async () => {
    const user = await createUser(t.database);
    const { tokens } = await signIn(t.app, user);
    const [header, payload] = tokens.accessToken.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    expect((await me(forged)).statusCode).toBe(401);
  });

  it("refuses an access token once it has expired", async () => {
    const user = await createUser(t.database);
    const { tokens } = await signIn(t.app, user);
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
  });

  it("refreshes with a new access token and keeps the refresh token usable", async () => {
    const user = await createUser(t.database);
    const { tokens } = await signIn(t.app, user);
    t.clock.advance(20 * 60_000);
    const first = await refresh(tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ success: true, tokens: { accessToken: expect.any(String) } });
    expect((await me(body.tokens.accessToken)).statusCode).toBe(200);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
  });

  it("refuses an unknown refresh token with 401", async () => {
    expect((await refresh("made-up-token")).statusCode).toBe(401);
  });

  it("refuses a refresh token after 30 days", async () => {
    const user = await createUser(t.database);
    const { tokens } = await signIn(t.app, user);
    t.clock.advance(30 * 24 * 60 * 60_000 + 1_000);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it("logout revokes the session: refresh and the access token are refused afterwards", async () => {
    const user = await createUser(t.database);
    const { tokens } = await signIn(t.app, user);
    const res = await logout(tokens.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
  });

  it("logout ends only that device's session", async () => {
    const user = await createUser(t.database);
    const phone = await signIn(t.app, user);
    const laptop = await signIn(t.app, user);
    await logout(phone.tokens.accessToken);
    expect((await me(laptop.tokens.accessToken)).statusCode).toBe(200);
    expect((await refresh(laptop.tokens.refreshToken)).statusCode).toBe(200);
  });

  it("logout without a token answers 401", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(401);
  });

  it("a ban stops both refresh and the current access token", async () => {
    const user = await createUser(t.database);
    const { tokens } = await signIn(t.app, user);
    await createUsersRepository(t.database.db).update(user.id, { banned: true });
    const res = await refresh(tokens.refreshToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.suspended });
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
  });

  it("records the user's last activity on authenticated calls", async () => {
    const user = await createUser(t.database);
    const { tokens } = await signIn(t.app, user);
    t.clock.advance(10 * 60_000);
    const { user: after } = (await me(tokens.accessToken)).json();
    const seen = await createUsersRepository(t.database.db).findById(user.id);
    expect(seen?.lastActive?.getTime()).toBeGreaterThan(new Date(after.lastLogin).getTime());
  });
});
