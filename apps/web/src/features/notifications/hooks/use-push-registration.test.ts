import { afterEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATION_MESSAGES, type DeviceToken } from "@huddle/contracts/notifications";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { createHttpClient } from "@/lib/http/http-client";
import { registerPushDevice } from "./use-push-registration";

const subscriptionJson = (n: number) => ({
  endpoint: `https://push.example.test/sub/${n}`,
  expirationTime: null,
  keys: { p256dh: `p256dh-${n}`, auth: `auth-${n}` },
});

/**
 * A browser PushManager: it holds subscription 1 at first; `unsubscribe` drops it and the next
 * `subscribe` hands out a new endpoint.
 */
function stubPushManager() {
  let next = 1;
  let current: PushSubscription | null = null;
  const makeSubscription = () => {
    const json = subscriptionJson(next++);
    const subscription = {
      toJSON: () => json,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    } as unknown as PushSubscription;
    current = subscription;
    return subscription;
  };
  makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => makeSubscription()),
  };
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal("Notification", { requestPermission: vi.fn(async () => "granted") });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { register: vi.fn(async () => ({})), ready: Promise.resolve({ pushManager }) },
  });
  return pushManager;
}

function device(token: string): DeviceToken {
  return {
    id: crypto.randomUUID(),
    token,
    platform: "web",
    deviceType: "desktop",
    isActive: true,
    createdAt: new Date().toISOString(),
    lastUsedAt: null,
  };
}

/** The server: endpoints in `taken` belong to another account; `conflict` is the 409 text. */
function stubServer(
  taken: string[],
  conflict: string = NOTIFICATION_MESSAGES.deviceOwnedElsewhere,
) {
  storeSignedIn();
  return mockFetch({
    "/api/notifications/web-push/vapid-public-key": () =>
      jsonResponse(200, { publicKey: "BEl62iUYgUivxIkv69yViEuiBIa" }),
    "/api/notifications/device-tokens": (_url, init) => {
      const token = String(JSON.parse(String(init?.body)).token);
      const endpoint = (JSON.parse(token) as { endpoint: string }).endpoint;
      return taken.includes(endpoint)
        ? jsonResponse(409, { error: conflict })
        : jsonResponse(201, { deviceToken: device(token) });
    },
  });
}

const postedEndpoints = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, "/api/notifications/device-tokens").map(
    ([, init]) =>
      (JSON.parse(String(JSON.parse(String(init?.body)).token)) as { endpoint: string }).endpoint,
  );

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("registerPushDevice", () => {
  it("on a shared browser unsubscribes, subscribes a new endpoint and registers that", async () => {
    const pushManager = stubPushManager();
    const fetchMock = stubServer([subscriptionJson(1).endpoint]);
    const first = await pushManager.getSubscription();

    const registered = await registerPushDevice(createHttpClient());

    expect(first?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(postedEndpoints(fetchMock)).toEqual([
      subscriptionJson(1).endpoint,
      subscriptionJson(2).endpoint,
    ]);
    expect(registered.token).toBe(JSON.stringify(subscriptionJson(2)));
  });

  it("retries only once, then fails with the server's text", async () => {
    const pushManager = stubPushManager();
    const fetchMock = stubServer([subscriptionJson(1).endpoint, subscriptionJson(2).endpoint]);

    await expect(registerPushDevice(createHttpClient())).rejects.toThrow(
      NOTIFICATION_MESSAGES.deviceOwnedElsewhere,
    );
    expect(postedEndpoints(fetchMock)).toHaveLength(2);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it("keeps the subscription when the 409 is the device cap, which a new endpoint cannot fix", async () => {
    const pushManager = stubPushManager();
    const cap = NOTIFICATION_MESSAGES.tooManyDevices(10);
    const fetchMock = stubServer([subscriptionJson(1).endpoint], cap);
    const first = await pushManager.getSubscription();

    await expect(registerPushDevice(createHttpClient())).rejects.toThrow(cap);
    expect(first?.unsubscribe).not.toHaveBeenCalled();
    expect(postedEndpoints(fetchMock)).toHaveLength(1);
  });
});
