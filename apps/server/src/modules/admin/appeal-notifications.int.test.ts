import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser } from "../../test/factories.ts";
import { createBrowserSubscription, startPushReceiver } from "../../test/push-receiver.ts";
import { teamRooms } from "../../test/rooms.ts";

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
let freshRoom: () => string;

beforeAll(async () => {
  t = await buildTestApp({ WEB_PUSH_ALLOW_HTTP: "true" });
  receiver = await startPushReceiver();
  freshRoom = await teamRooms(t.database);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe("appeal outcome by push", () => {
  it("pushes the outcome and the moderator's response to the appellant's devices", async () => {
    const fan = await signedInUser(t.app, t.database);
    const browser = createBrowserSubscription(`${receiver.origin}/push/${crypto.randomUUID()}`);
    receiver.respondWith(201);
    await fan.call("POST", "/api/notifications/device-tokens", {
      token: browser.token,
      deviceType: "desktop",
      platform: "web",
    });
    const filed = await fan.call("POST", "/api/chat/appeals", {
      messageText: "Defense wins championships",
      appealReason: "Just a sports saying",
      filterInfo: { roomSlug: freshRoom() },
    });
    const mod = await signedInUser(t.app, t.database, { adminLevel: "mod" });
    await mod.call("POST", `/api/admin/appeals/${filed.json().appeal.id}`, {
      action: "approve",
      response: "Our mistake",
    });
    // The push goes out after the response: wait until the device receives it.
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(0), {
      timeout: 5_000,
    });
    const payload = JSON.parse(browser.decrypt(receiver.received.at(-1)!.body));
    expect(payload).toMatchObject({ title: "Appeal approved", entityType: "appeal" });
    expect(payload.body).toContain("Our mistake");
  });
});
