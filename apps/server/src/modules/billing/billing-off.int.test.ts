import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_ERRORS } from "@huddle/contracts/billing";
import { loggerOptions } from "../../lib/logger.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser } from "../../test/factories.ts";
import { createUsersRepository } from "../users/users.repository.ts";
import { postWebhook, signedEvent } from "./billing.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("billing off (no Stripe keys)", () => {
  it("still lists the plans, with only the free one available", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/billing/plans" });
    const plans = res.json().plans as { id: string; available: boolean; features: string[] }[];
    expect(plans.filter((p) => p.available).map((p) => p.id)).toEqual(["free"]);
    expect(plans.find((p) => p.id === "pro")?.features).toContain("Create up to 10 custom teams");
    expect(plans.find((p) => p.id === "adfree")?.features).toContain("No sponsor banner");
  });

  it.each([
    ["GET", "/api/billing/config"],
    ["POST", "/api/billing/subscriptions"],
    ["POST", "/api/billing/portal"],
    ["POST", "/api/billing/cancel"],
  ] as const)("answers %s %s with 503 'Payment system unavailable'", async (method, url) => {
    const { call } = await signedInUser(t.app, t.database);
    const res = await call(method, url, method === "POST" ? { planId: "pro" } : undefined);
    expect([res.statusCode, res.json()]).toEqual([503, { error: BILLING_ERRORS.unavailable }]);
  });

  it("answers the webhook 503 and never changes a tier", async () => {
    const { user } = await signedInUser(t.app, t.database);
    const res = await postWebhook(t, signedEvent("customer.subscription.updated", { id: "sub_x" }));
    expect(res.statusCode).toBe(503);
    expect((await createUsersRepository(t.database.db).findById(user.id))?.membershipTier).toBe(
      "basic",
    );
  });

  it("still lets a user take the free plan and read their subscription", async () => {
    const { call } = await signedInUser(t.app, t.database);
    expect((await call("POST", "/api/billing/subscribe", { planId: "free" })).json()).toEqual({
      success: true,
    });
    expect((await call("GET", "/api/billing/subscription")).json().subscription).toMatchObject({
      planId: "free",
      planName: "Free",
      membershipTier: "free",
      status: "none",
      subscriptionSource: null,
    });
  });

  it("tells a fan whose plan staff set that it is not theirs to drop here", async () => {
    const { call } = await signedInUser(t.app, t.database, {
      membershipTier: "pro",
      subscriptionSource: "manual",
    });
    const res = await call("POST", "/api/billing/subscribe", { planId: "free" });
    expect([res.statusCode, res.json().error]).toEqual([409, BILLING_ERRORS.staffGrantedTier]);
  });

  it("gives the sponsor banner's default link and text", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/billing/sponsor" });
    expect(res.json()).toEqual({ url: "/premium", text: "Enjoy Huddle without ads: go Premium" });
  });

  it("documents every billing route in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    for (const [path, method] of [
      ["/api/billing/config", "get"],
      ["/api/billing/plans", "get"],
      ["/api/billing/subscription", "get"],
      ["/api/billing/subscribe", "post"],
      ["/api/billing/subscriptions", "post"],
      ["/api/billing/portal", "post"],
      ["/api/billing/cancel", "post"],
      ["/api/billing/webhook", "post"],
      ["/api/billing/sponsor", "get"],
    ] as const) {
      expect(paths[path], path).toHaveProperty(method);
    }
  });

  it("says once in the log that billing is off", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split("\n").filter(Boolean));
        done();
      },
    });
    const quiet = await buildTestApp(
      { LOG_LEVEL: "info" },
      { logger: loggerOptions("info", { stream }) },
    );
    await quiet.app.inject({ method: "GET", url: "/api/billing/plans" });
    await quiet.app.inject({ method: "GET", url: "/api/billing/config" });
    await quiet.close();
    expect(lines.filter((line) => line.includes("billing is off"))).toHaveLength(1);
  });

  it("keeps Stripe out of the Content-Security-Policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("stripe");
  });
});
