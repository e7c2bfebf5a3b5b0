import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_MESSAGES, TEST_PUSH } from "@huddle/contracts/notifications";
import { DEFAULT_ABUSE_BUDGETS } from "../../abuse/abuse-budgets.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser } from "../../test/factories.ts";
import { createBrowserSubscription, startPushReceiver } from "../../test/push-receiver.ts";

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  t = await buildTestApp({ WEB_PUSH_ALLOW_HTTP: "true" });
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const DEVICES = "/api/notifications/device-tokens";

describe("Web Push delivery", () => {
  it("delivers an encrypted test notification with Huddle's fixed text, not the caller's", async () => {
    const { call } = await signedInUser(t.app, t.database);
    receiver.respondWith(201);
    const browser = createBrowserSubscription(`${receiver.origin}/push/${crypto.randomUUID()}`);
    await call("POST", DEVICES, { token: browser.token, deviceType: "desktop", platform: "web" });
    const res = await call("POST", "/api/notifications/test", {
      title: "Kickoff soon",
      message: "Chiefs vs Bills starts in 30 minutes",
      entityType: "game",
      priority: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ delivered: 1, failed: 0 });

    const push = receiver.received.at(-1);
    if (!push) throw new Error("nothing was pushed");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    const { publicKey } = (
      await t.app.inject({ url: "/api/notifications/web-push/vapid-public-key" })
    ).json();
    expect(push.headers.authorization).toContain(`k=${publicKey}`);
    const payload = JSON.parse(browser.decrypt(push.body));
    expect(payload).toMatchObject({
      title: TEST_PUSH.title,
      body: TEST_PUSH.message,
      entityType: TEST_PUSH.entityType,
      priority: 4,
    });
    const [device] = (await call("GET", DEVICES)).json().deviceTokens;
    expect(device.lastUsedAt).not.toBeNull();
  });

  it.each([404, 410])(
    "deactivates a subscription the push service reports gone (%i)",
    async (status) => {
      const { call } = await signedInUser(t.app, t.database);
      const browser = createBrowserSubscription(`${receiver.origin}/push/${crypto.randomUUID()}`);
      await call("POST", DEVICES, { token: browser.token });
      receiver.respondWith(status);
      const res = await call("POST", "/api/notifications/test", { title: "Hi", message: "There" });
      expect(res.json()).toEqual({ delivered: 0, failed: 1 });
      const [device] = (await call("GET", DEVICES)).json().deviceTokens;
      expect(device.isActive).toBe(false);
      receiver.respondWith(201);
      const again = await call("POST", "/api/notifications/test", {
        title: "Hi",
        message: "There",
      });
      expect(again.json()).toEqual({ delivered: 0, failed: 0 });
    },
  );

  it("keeps a subscription active when the push service fails for another reason (500)", async () => {
    const { call } = await signedInUser(t.app, t.database);
    const browser = createBrowserSubscription(`${receiver.origin}/push/${crypto.randomUUID()}`);
    await call("POST", DEVICES, { token: browser.token });
    receiver.respondWith(500);
    const res = await call("POST", "/api/notifications/test", { title: "Hi", message: "There" });
    expect(res.json()).toEqual({ delivered: 0, failed: 1 });
    receiver.respondWith(201);
    const [device] = (await call("GET", DEVICES)).json().deviceTokens;
    expect(device.isActive).toBe(true);
    const again = await call("POST", "/api/notifications/test", { title: "Hi", message: "There" });
    expect(again.json()).toEqual({ delivered: 1, failed: 0 });
  });

  it("counts a subscription with made-up keys as failed instead of answering 500", async () => {
    const { call } = await signedInUser(t.app, t.database);
    const token = JSON.stringify({
      endpoint: `${receiver.origin}/push/${crypto.randomUUID()}`,
      keys: { p256dh: "BPublicKey", auth: "secret" },
    });
    expect((await call("POST", DEVICES, { token })).statusCode).toBe(201);
    const res = await call("POST", "/api/notifications/test", {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ delivered: 0, failed: 1 });
  });

  it("limits test notifications per user", async () => {
    const { max } = DEFAULT_ABUSE_BUDGETS.notifications.testPushes;
    const { call } = await signedInUser(t.app, t.database);
    const browser = createBrowserSubscription(`${receiver.origin}/push/${crypto.randomUUID()}`);
    await call("POST", DEVICES, { token: browser.token });
    receiver.respondWith(201);
    for (let n = 0; n < max; n++) {
      expect((await call("POST", "/api/notifications/test", {})).statusCode).toBe(200);
    }
    const limited = await call("POST", "/api/notifications/test", {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(NOTIFICATION_MESSAGES.tooManyTestPushes);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const other = await signedInUser(t.app, t.database);
    expect((await other.call("POST", "/api/notifications/test", {})).statusCode).toBe(200);
  });
});
