import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_MESSAGES,
} from "@huddle/contracts/notifications";
import { DEFAULT_ABUSE_BUDGETS } from "../../abuse/abuse-budgets.ts";
import { deviceTokens } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_PUSH_ALLOW_HTTP: "true" });
});
afterAll(() => t.close());

const fan = () => signedInUser(t.app, t.database);
const CAPS = DEFAULT_ABUSE_BUDGETS.notifications;
const PREFS = "/api/user/notification-preferences";
const RULES = "/api/user/notification-rules";

describe("notification preferences", () => {
  it("starts with everything on and a 30-minute game notice", async () => {
    const { call } = await fan();
    expect((await call("GET", PREFS)).json()).toEqual({
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
    });
  });

  it("turns email and push off with the master switch", async () => {
    const { call } = await fan();
    const off = await call("PUT", PREFS, { notificationsEnabled: false });
    expect(off.json().preferences).toMatchObject({
      notificationsEnabled: false,
      emailEnabled: false,
      desktopEnabled: false,
      mobileEnabled: false,
    });
    const profile = (await call("GET", "/api/user/profile")).json().profile;
    expect(profile.settings).toMatchObject({ emailNotifications: false, pushNotifications: false });
  });

  it("restores the channel choices when the master switch comes back on", async () => {
    const { call } = await fan();
    await call("PUT", PREFS, { mobileEnabled: false });
    await call("PUT", PREFS, { notificationsEnabled: false });
    expect((await call("GET", PREFS)).json().preferences).toMatchObject({
      emailEnabled: false,
      desktopEnabled: false,
      mobileEnabled: false,
    });
    const on = await call("PUT", PREFS, { notificationsEnabled: true });
    expect(on.json().preferences).toMatchObject({
      notificationsEnabled: true,
      emailEnabled: true,
      desktopEnabled: true,
      mobileEnabled: false,
    });
    const profile = (await call("GET", "/api/user/profile")).json().profile;
    expect(profile.settings).toMatchObject({ emailNotifications: true, pushNotifications: true });
  });

  it("keeps channels turned off explicitly off after the master switch cycles", async () => {
    const { call } = await fan();
    await call("PUT", PREFS, {
      notificationsEnabled: false,
      emailEnabled: false,
      desktopEnabled: false,
      mobileEnabled: false,
    });
    const on = await call("PUT", PREFS, { notificationsEnabled: true });
    expect(on.json().preferences).toMatchObject({
      notificationsEnabled: true,
      emailEnabled: false,
      desktopEnabled: false,
      mobileEnabled: false,
    });
  });

  it("accepts the spec's snake_case spellings", async () => {
    const { call } = await fan();
    await call("PUT", PREFS, { email_enabled: false, desktop_enabled: false });
    await call("PUT", PREFS, { mobile_enabled: false, game_start_minutes: 45 });
    expect((await call("GET", PREFS)).json().preferences).toEqual({
      notificationsEnabled: true,
      emailEnabled: false,
      desktopEnabled: false,
      mobileEnabled: false,
      gameStartMinutes: 45,
    });
  });

  it("refuses a game notice outside 5-120 minutes in steps of 5", async () => {
    const { call } = await fan();
    for (const minutes of [0, 7, 125]) {
      const res = await call("PUT", PREFS, { gameStartMinutes: minutes });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([NOTIFICATION_MESSAGES.gameStartMinutes]);
    }
  });
});

describe("notification rules", () => {
  it("fills the spec defaults for an email digest and a push rule", async () => {
    const { call } = await fan();
    const email = await call("POST", RULES, {
      ruleName: "Morning digest",
      ruleType: "email_digest",
    });
    expect(email.statusCode).toBe(201);
    expect(email.json().rule).toMatchObject({
      ruleName: "Morning digest",
      scheduleType: "weekly",
      scheduleData: { time: "09:00", timezone: "America/New_York", day_of_week: 1 },
      deliveryChannels: ["email"],
      priority: 1,
      isActive: true,
    });
    const push = await call("POST", RULES, { ruleName: "Alerts", ruleType: "push_notification" });
    expect(push.json().rule).toMatchObject({
      scheduleType: "realtime",
      scheduleData: { timezone: "UTC" },
      deliveryChannels: ["push"],
      priority: 3,
    });
    const monthly = await call("POST", RULES, {
      ruleName: "Monthly",
      ruleType: "email_digest",
      scheduleType: "monthly",
    });
    expect(monthly.json().rule.scheduleData).toMatchObject({ day_of_month: 1 });
  });

  it("refuses a custom schedule without days and an unknown timezone", async () => {
    const { call } = await fan();
    const custom = await call("POST", RULES, {
      ruleName: "Custom",
      ruleType: "email_digest",
      scheduleType: "custom",
    });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().error).toBe(NOTIFICATION_MESSAGES.customNeedsDays);
    const zone = await call("POST", RULES, {
      ruleName: "Zone",
      ruleType: "email_digest",
      scheduleData: { timezone: "Mars/Olympus" },
    });
    expect(zone.statusCode).toBe(400);
    const ok = await call("POST", RULES, {
      ruleName: "Weekends",
      ruleType: "email_digest",
      scheduleType: "custom",
      scheduleData: { days_of_week: [0, 6], days_of_month: [1, 31] },
    });
    expect(ok.statusCode).toBe(201);
  });

  it("lists with type, active, limit and offset filters and a total", async () => {
    const { call } = await fan();
    for (const [ruleName, ruleType, isActive] of [
      ["a", "email_digest", true],
      ["b", "push_notification", true],
      ["c", "email_digest", false],
      ["d", "email_digest", true],
    ] as const) {
      await call("POST", RULES, { ruleName, ruleType, isActive });
    }
    const names = (body: { rules: { ruleName: string }[] }) => body.rules.map((r) => r.ruleName);
    const all = (await call("GET", RULES)).json();
    expect([names(all), all.total]).toEqual([["a", "b", "c", "d"], 4]);
    const emails = (await call("GET", `${RULES}?type=email_digest&active=true`)).json();
    expect([names(emails), emails.total]).toEqual([["a", "d"], 2]);
    const page = (await call("GET", `${RULES}?limit=2&offset=1`)).json();
    expect([names(page), page.total]).toEqual([["b", "c"], 4]);
  });

  it("updates and deletes only your own rules", async () => {
    const owner = await fan();
    const stranger = await fan();
    const { rule } = (
      await owner.call("POST", RULES, { ruleName: "Mine", ruleType: "email_digest" })
    ).json();
    const url = `${RULES}/${rule.id}`;
    expect((await stranger.call("PUT", url, { isActive: false })).statusCode).toBe(404);
    expect((await stranger.call("DELETE", url)).statusCode).toBe(404);
    const updated = await owner.call("PUT", url, {
      isActive: false,
      scheduleData: { time: "18:30" },
    });
    expect(updated.json().rule).toMatchObject({
      isActive: false,
      scheduleData: { time: "18:30", timezone: "America/New_York", day_of_week: 1 },
    });
    expect((await owner.call("DELETE", url)).statusCode).toBe(200);
    expect((await owner.call("GET", RULES)).json()).toEqual({ rules: [], total: 0 });
  });

  it("refuses a rule name the content filter blocks, on create and on rename", async () => {
    const { call } = await fan();
    const blocked = await call("POST", RULES, {
      ruleName: "kill yourself",
      ruleType: "email_digest",
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({
      error: NOTIFICATION_MESSAGES.ruleNameBlocked,
      reason: expect.stringContaining("Harassment"),
    });
    const { rule } = (
      await call("POST", RULES, { ruleName: "Morning scores", ruleType: "email_digest" })
    ).json();
    const renamed = await call("PUT", `${RULES}/${rule.id}`, { ruleName: "kill yourself" });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toBe(NOTIFICATION_MESSAGES.ruleNameBlocked);
    const [kept] = (await call("GET", RULES)).json().rules;
    expect(kept.ruleName).toBe("Morning scores");
  });

  it(`caps email rules at ${CAPS.emailRulesPerUser} and all rules at ${CAPS.rulesPerUser}`, async () => {
    const { call } = await fan();
    const add = (ruleType: string, n: number) =>
      call("POST", RULES, { ruleName: `${ruleType} ${n}`, ruleType });
    for (let n = 0; n < CAPS.emailRulesPerUser; n++) {
      expect((await add("email_digest", n)).statusCode).toBe(201);
    }
    const sixthEmail = await add("email_digest", CAPS.emailRulesPerUser);
    expect(sixthEmail.statusCode).toBe(409);
    expect(sixthEmail.json().error).toBe(
      NOTIFICATION_MESSAGES.tooManyEmailRules(CAPS.emailRulesPerUser),
    );
    const push = await add("push_notification", 0);
    expect(push.statusCode).toBe(201);
    const toEmail = await call("PUT", `${RULES}/${push.json().rule.id}`, {
      ruleType: "email_digest",
    });
    expect(toEmail.statusCode).toBe(409);

    for (let n = CAPS.emailRulesPerUser + 1; n < CAPS.rulesPerUser; n++) {
      expect((await add("push_notification", n)).statusCode).toBe(201);
    }
    const over = await add("push_notification", CAPS.rulesPerUser);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(NOTIFICATION_MESSAGES.tooManyRules(CAPS.rulesPerUser));
    expect((await call("GET", RULES)).json().total).toBe(CAPS.rulesPerUser);
  });
});

describe("device tokens", () => {
  const subscription = (n: number) =>
    JSON.stringify({
      endpoint: `https://push.example.test/send/${n}-${crypto.randomUUID()}`,
      keys: { p256dh: "BPublicKey", auth: "secret" },
    });
  const DEVICES = "/api/notifications/device-tokens";

  it("registers, lists and removes by id and by token", async () => {
    const { call } = await fan();
    const first = subscription(1);
    const created = await call("POST", DEVICES, {
      token: first,
      deviceType: "desktop",
      platform: "web",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().deviceToken).toMatchObject({
      token: first,
      platform: "web",
      isActive: true,
    });
    const second = subscription(2);
    await call("POST", DEVICES, { token: second, deviceType: "mobile", platform: "web" });
    expect((await call("GET", DEVICES)).json().deviceTokens).toHaveLength(2);
    const id = created.json().deviceToken.id;
    expect((await call("DELETE", `${DEVICES}/${id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `${DEVICES}/by-token`, { token: second })).statusCode).toBe(200);
    expect((await call("GET", DEVICES)).json().deviceTokens).toEqual([]);
    expect((await call("DELETE", `${DEVICES}/${id}`)).statusCode).toBe(404);
  });

  it("refuses a token that is not a push subscription", async () => {
    const { call } = await fan();
    const res = await call("POST", DEVICES, { token: "fcm-token-123", deviceType: "desktop" });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([NOTIFICATION_MESSAGES.invalidSubscription]);
  });

  it("does not let another user remove your device", async () => {
    const owner = await fan();
    const stranger = await fan();
    const token = subscription(3);
    const { deviceToken } = (await owner.call("POST", DEVICES, { token })).json();
    expect((await stranger.call("DELETE", `${DEVICES}/${deviceToken.id}`)).statusCode).toBe(404);
    expect((await stranger.call("DELETE", `${DEVICES}/by-token`, { token })).statusCode).toBe(404);
    expect((await owner.call("GET", DEVICES)).json().deviceTokens).toHaveLength(1);
  });

  it("refuses another user's endpoint instead of moving the device to them", async () => {
    const owner = await fan();
    const stranger = await fan();
    const token = subscription(4);
    expect((await owner.call("POST", DEVICES, { token })).statusCode).toBe(201);
    const taken = await stranger.call("POST", DEVICES, { token, deviceType: "mobile" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(NOTIFICATION_MESSAGES.deviceOwnedElsewhere);
    expect((await stranger.call("GET", DEVICES)).json().deviceTokens).toEqual([]);
    // Nor under another spelling of the same address.
    const { endpoint } = JSON.parse(token) as { endpoint: string };
    const respelled = endpoint.replace(
      "https://push.example.test/send/",
      "HTTPS://Push.Example.TEST:443/send/./",
    );
    for (const variant of [respelled, `${endpoint}#again`]) {
      const sneaky = JSON.stringify({ ...JSON.parse(token), endpoint: variant });
      const res = await stranger.call("POST", DEVICES, { token: sneaky });
      expect(res.statusCode).toBe(409);
    }
    expect((await stranger.call("GET", DEVICES)).json().deviceTokens).toEqual([]);
    const [device] = (await owner.call("GET", DEVICES)).json().deviceTokens;
    expect(device).toMatchObject({ token, deviceType: "desktop", isActive: true });
  });

  it("refreshes the caller's own device when it registers again", async () => {
    const { call } = await fan();
    const token = subscription(5);
    const first = (await call("POST", DEVICES, { token })).json().deviceToken;
    await t.database.db
      .update(deviceTokens)
      .set({ isActive: false })
      .where(eq(deviceTokens.id, first.id));
    const again = await call("POST", DEVICES, { token, deviceType: "mobile" });
    expect(again.statusCode).toBe(201);
    expect(again.json().deviceToken).toMatchObject({
      id: first.id,
      deviceType: "mobile",
      isActive: true,
    });
  });

  it(`caps devices at ${CAPS.devicesPerUser}, dropping deactivated ones to make room`, async () => {
    const { call } = await fan();
    const ids: string[] = [];
    for (let n = 0; n < CAPS.devicesPerUser; n++) {
      const res = await call("POST", DEVICES, { token: subscription(n) });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().deviceToken.id);
    }
    const over = await call("POST", DEVICES, { token: subscription(99) });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(NOTIFICATION_MESSAGES.tooManyDevices(CAPS.devicesPerUser));

    const gone = ids[0] ?? "";
    await t.database.db
      .update(deviceTokens)
      .set({ isActive: false })
      .where(eq(deviceTokens.id, gone));
    expect((await call("POST", DEVICES, { token: subscription(99) })).statusCode).toBe(201);
    const listed = (await call("GET", DEVICES)).json().deviceTokens as { id: string }[];
    expect(listed).toHaveLength(CAPS.devicesPerUser);
    expect(listed.map((d) => d.id)).not.toContain(gone);
  });
});

describe("VAPID key", () => {
  it("generates one key pair and keeps answering the same public key", async () => {
    const first = await t.app.inject({ url: "/api/notifications/web-push/vapid-public-key" });
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const config = await t.app.inject({ url: "/api/notifications/web-push/config" });
    expect(config.json()).toEqual({ enabled: true, publicKey });
    const other = await buildTestApp({ WEB_PUSH_ALLOW_HTTP: "true" });
    try {
      const again = await other.app.inject({ url: "/api/notifications/web-push/vapid-public-key" });
      expect(again.json().publicKey).not.toBe(publicKey); // a fresh database, a fresh pair
    } finally {
      await other.close();
    }
  });

  it("uses the keys from the environment when set", async () => {
    const keys = { publicKey: "BEnvPublicKeyForTests", privateKey: "env-private" };
    const app = await buildTestApp({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    try {
      const res = await app.app.inject({ url: "/api/notifications/web-push/vapid-public-key" });
      expect(res.json()).toEqual({ publicKey: keys.publicKey });
    } finally {
      await app.close();
    }
  });
});
