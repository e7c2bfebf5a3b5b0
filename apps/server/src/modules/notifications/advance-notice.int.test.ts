import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_MESSAGES } from "@huddle/contracts/notifications";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser } from "../../test/factories.ts";

/** issue 9 §3: spec 000 §3 names `deliverySettings.advance_notice_minutes` in the singular. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const RULES = "/api/user/notification-rules";
const alertRule = (advance_notice_minutes: unknown) => ({
  ruleName: "Game alerts",
  ruleType: "push_notification",
  deliverySettings: { advance_notice_minutes },
});

describe("deliverySettings.advance_notice_minutes", () => {
  it.each([
    ["a number", 30, [30]],
    ["a list", [30, 15, 5], [30, 15, 5]],
  ])("creates a rule from %s and stores a list", async (_kind, sent, stored) => {
    const { call } = await signedInUser(t.app, t.database);
    const created = await call("POST", RULES, alertRule(sent));
    expect(created.statusCode).toBe(201);
    expect(created.json().rule.deliverySettings).toEqual({ advance_notice_minutes: stored });
    const listed = await call("GET", RULES);
    expect(listed.json().rules[0].deliverySettings).toEqual({ advance_notice_minutes: stored });
  });

  it.each([
    ["a number", 15, [15]],
    ["a list", [60, 10], [60, 10]],
  ])("updates a rule from %s and stores a list", async (_kind, sent, stored) => {
    const { call } = await signedInUser(t.app, t.database);
    const { rule } = (await call("POST", RULES, alertRule([30]))).json();
    const updated = await call("PUT", `${RULES}/${rule.id}`, {
      deliverySettings: { advance_notice_minutes: sent },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().rule.deliverySettings).toEqual({ advance_notice_minutes: stored });
    const listed = await call("GET", RULES);
    expect(listed.json().rules[0].deliverySettings).toEqual({ advance_notice_minutes: stored });
  });

  it.each([
    ["a number off the 5-minute steps", 7],
    ["a list with one off the steps", [30, 7]],
    ["text", "30"],
  ])("refuses %s with the game notice message", async (_kind, sent) => {
    const { call } = await signedInUser(t.app, t.database);
    const res = await call("POST", RULES, alertRule(sent));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([NOTIFICATION_MESSAGES.gameStartMinutes]);
  });
});
