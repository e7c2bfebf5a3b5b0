import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createUser } from "../../test/factories.ts";
import { createAuthTiming } from "./auth-timing.ts";

/** The waits a slowed sign-in asked for, recorded instead of slept. */
const waits: number[] = [];

let t: TestApp;
beforeAll(async () => {
  const timing = createAuthTiming({ error: () => undefined });
  t = await buildTestApp(
    { TRUST_PROXY: "1" },
    { authTiming: { ...timing, sleep: async (ms) => void waits.push(ms) } },
  );
});
afterAll(() => t.close());

/** The one reverse proxy in front: it connects from here and appends the client's address. */
const PROXY = "10.0.0.254";
let forged = 0;
/** A request as the proxy forwards it: whatever the client sent in X-Forwarded-For, then its address. */
const viaProxy = (clientAddress: string) => ({
  remoteAddress: PROXY,
  headers: { "x-forwarded-for": `198.51.100.${++forged % 250}, ${clientAddress}` },
});

const login = (usernameOrEmail: string, password: string, clientAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { usernameOrEmail, password },
    ...viaProxy(clientAddress),
  });

describe("TRUST_PROXY=1 with a client rotating X-Forwarded-For", () => {
  it("keeps the sign-in lockout on the address the proxy saw", async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.username, "Wrong-pass9", "203.0.113.7")).statusCode).toBe(401);
    }
    const res = await login(user.username, user.password, "203.0.113.7");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: AUTH_MESSAGES.tooManyLoginAttempts });
    expect((await login(user.username, user.password, "203.0.113.8")).statusCode).toBe(200);
  });

  it("keeps the forgot-password limit of 10 an hour on the address the proxy saw", async () => {
    const forgot = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: "someone@example.org" },
        ...viaProxy("203.0.113.20"),
      });
    for (let i = 0; i < 10; i += 1) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });
});

describe("account-wide sign-in slowdown", () => {
  it("makes each try wait once an account has many failures from any addresses, without locking it", async () => {
    const budget = t.app.budgets.login;
    const user = await createUser(t.database);
    waits.length = 0;
    for (let i = 0; i < budget.slowdownAfterFailures; i += 1) {
      expect((await login(user.username, "Wrong-pass9", `203.0.114.${i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([]);
    expect((await login(user.username, "Wrong-pass9", "203.0.115.1")).statusCode).toBe(401);
    expect(waits).toEqual([budget.delayMs]);
    // The owner still gets in, after the same wait.
    expect((await login(user.username, user.password, "203.0.115.2")).statusCode).toBe(200);
    expect(waits).toEqual([budget.delayMs, budget.delayMs]);
  });

  it("counts an unknown name's failures too, and stops waiting once the window has passed", async () => {
    const budget = t.app.budgets.login;
    const name = "nobody_by_this_name";
    for (let i = 0; i < budget.slowdownAfterFailures; i += 1) {
      await login(name, "Wrong-pass9", `203.0.116.${i}`);
    }
    waits.length = 0;
    expect((await login(name, "Wrong-pass9", "203.0.117.1")).statusCode).toBe(401);
    expect(waits).toEqual([budget.delayMs]);
    t.clock.advance(budget.windowMs + 1);
    await login(name, "Wrong-pass9", "203.0.117.2");
    expect(waits).toEqual([budget.delayMs]);
  });
});
