import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createUser } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const check = async (kind: "username" | "email", value: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/auth/check/${kind}?${kind}=${encodeURIComponent(value)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("availability checks", () => {
  it("reports a free username as available under both names", async () => {
    expect(await check("username", "brand_new")).toEqual({ available: true, isAvailable: true });
  });

  it("reports a taken username as unavailable, whatever its letter case", async () => {
    await createUser(t.database, { username: "TakenName" });
    expect(await check("username", "takenname")).toEqual({
      available: false,
      isAvailable: false,
      reason: AUTH_MESSAGES.usernameTaken,
    });
  });

  it("reports an invalid username as unavailable with the reason", async () => {
    expect(await check("username", "x!")).toEqual({
      available: false,
      isAvailable: false,
      reason: AUTH_MESSAGES.usernameFormat,
    });
  });

  it("reports a reserved or filtered username as unavailable with the reason", async () => {
    expect(await check("username", "Huddle_Moderator")).toEqual({
      available: false,
      isAvailable: false,
      reason: AUTH_MESSAGES.usernameReserved,
    });
    expect(await check("username", "fan_shithead")).toMatchObject({
      available: false,
      reason: "Username was blocked by the content filter.",
    });
  });

  it("reports a taken email as unavailable", async () => {
    await createUser(t.database, { email: "taken@example.com" });
    const answer = await check("email", "TAKEN@example.com");
    expect(answer.available).toBe(false);
    expect(answer.isAvailable).toBe(false);
    expect(answer.reason).toBe(AUTH_MESSAGES.emailTaken);
  });

  it("reports a free email as available and a malformed one as unavailable", async () => {
    expect((await check("email", "free@example.com")).available).toBe(true);
    expect(await check("email", "nope")).toMatchObject({
      available: false,
      reason: AUTH_MESSAGES.emailInvalid,
    });
  });

  it("treats a missing query parameter as an invalid value, not an error", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/check/username" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: false, reason: AUTH_MESSAGES.usernameRequired });
  });

  it("allows 120 checks a minute from one address, then answers 429", async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/auth/check/username?username=someone_new",
        remoteAddress,
      });
    for (let i = 0; i < 120; i += 1) expect((await from("10.9.0.1")).statusCode).toBe(200);
    expect((await from("10.9.0.1")).statusCode).toBe(429);
    expect((await from("10.9.0.2")).statusCode).toBe(200);
  });
});
