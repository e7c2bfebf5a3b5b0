import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { DeviceToken, NotificationPreferences } from "@huddle/contracts/notifications";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildPreferences } from "@/test/profile-factories";
import { renderPage } from "@/test/render";
import { NotificationsTab } from "./notifications-tab";

/** Like the server: channels are kept while the master switch is off, and read as off. */
const effective = (p: NotificationPreferences): NotificationPreferences =>
  p.notificationsEnabled
    ? p
    : { ...p, emailEnabled: false, desktopEnabled: false, mobileEnabled: false };

function setup(initial: NotificationPreferences, loadStatus = 200) {
  storeSignedIn();
  let preferences = initial;
  const fetchMock = mockFetch({
    "/api/user/notification-preferences": (_url, init) => {
      if (loadStatus !== 200) return jsonResponse(loadStatus, { error: "boom" });
      if (init?.method === "PUT") {
        preferences = { ...preferences, ...(JSON.parse(String(init.body)) as object) };
      }
      return jsonResponse(200, { preferences: effective(preferences) });
    },
    "/api/user/notification-rules": () => jsonResponse(200, { rules: [], total: 0 }),
    "/api/auth/me": () => jsonResponse(200, { user: buildUser() }),
    "/api/notifications/device-tokens": (_url, init) =>
      init?.method === "POST"
        ? jsonResponse(201, {
            deviceToken: buildDevice(String(JSON.parse(String(init.body)).token)),
          })
        : jsonResponse(200, { deviceTokens: [] }),
    "/api/notifications/web-push/vapid-public-key": () =>
      jsonResponse(200, { publicKey: "BEl62iUYgUivxIkv69yViEuiBIa" }),
  });
  renderPage(<NotificationsTab />);
  return fetchMock;
}

const SUBSCRIPTION = {
  endpoint: "https://push.example.test/sub/1",
  expirationTime: null,
  keys: { p256dh: "p256dh-key", auth: "auth-secret" },
};

function buildDevice(token: string): DeviceToken {
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

/** A browser that grants permission and already holds a push subscription. */
function stubWorkingPush() {
  vi.stubGlobal("PushManager", function PushManager() {});
  vi.stubGlobal("Notification", { requestPermission: vi.fn(async () => "granted") });
  const pushManager = { getSubscription: vi.fn(async () => ({ toJSON: () => SUBSCRIPTION })) };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { register: vi.fn(async () => ({})), ready: Promise.resolve({ pushManager }) },
  });
}

const puts = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, "/api/user/notification-preferences")
    .filter(([, init]) => init?.method === "PUT")
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe("NotificationsTab", () => {
  it("turning the master switch off also turns email and push off", async () => {
    const fetchMock = setup(buildPreferences());
    const master = await screen.findByRole("switch", { name: "Enable notifications" });
    await userEvent.setup().click(master);
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Email notifications" })).not.toBeChecked(),
    );
    expect(screen.getByRole("switch", { name: "Enable notifications" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Push notifications" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Email notifications" })).toBeDisabled();
    expect(puts(fetchMock)).toEqual([{ notificationsEnabled: false }]);
  });

  it("turning the master switch back on restores push and registers this device again", async () => {
    stubWorkingPush();
    try {
      const fetchMock = setup(
        buildPreferences({ notificationsEnabled: false, mobileEnabled: false }),
      );
      const master = await screen.findByRole("switch", { name: "Enable notifications" });
      expect(screen.getByRole("switch", { name: "Push notifications" })).not.toBeChecked();
      await userEvent.setup().click(master);
      await waitFor(() =>
        expect(screen.getByRole("switch", { name: "Push notifications" })).toBeChecked(),
      );
      expect(screen.getByRole("switch", { name: "Email notifications" })).toBeChecked();
      expect(puts(fetchMock)).toEqual([{ notificationsEnabled: true }]);
      await waitFor(() =>
        expect(
          callsTo(fetchMock, "/api/notifications/device-tokens")
            .filter(([, init]) => init?.method === "POST")
            .map(([, init]) => JSON.parse(String(init?.body)) as unknown),
        ).toEqual([
          expect.objectContaining({ token: JSON.stringify(SUBSCRIPTION), platform: "web" }),
        ]),
      );
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("keeps keyboard focus on the master switch while a change is saved (browser QA)", async () => {
    stubWorkingPush();
    try {
      setup(buildPreferences({ notificationsEnabled: false, mobileEnabled: false }));
      const master = await screen.findByRole("switch", { name: "Enable notifications" });
      master.focus();
      const user = userEvent.setup();
      await user.keyboard(" ");
      // Busy while it saves and registers push: still focused, and a second press waits.
      await waitFor(() => expect(master).toHaveAttribute("aria-busy", "true"));
      expect(master).toHaveFocus();
      await waitFor(() => expect(master).not.toHaveAttribute("aria-busy"));
      expect(master).toBeChecked();
      expect(master).toHaveFocus();
      await user.keyboard(" ");
      await waitFor(() => expect(master).not.toBeChecked());
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("does not register push when the restored choices have push off", async () => {
    stubWorkingPush();
    try {
      const fetchMock = setup(
        buildPreferences({
          notificationsEnabled: false,
          desktopEnabled: false,
          mobileEnabled: false,
        }),
      );
      await userEvent
        .setup()
        .click(await screen.findByRole("switch", { name: "Enable notifications" }));
      await waitFor(() =>
        expect(screen.getByRole("switch", { name: "Enable notifications" })).toBeChecked(),
      );
      expect(screen.getByRole("switch", { name: "Push notifications" })).not.toBeChecked();
      const posts = callsTo(fetchMock, "/api/notifications/device-tokens").filter(
        ([, init]) => init?.method === "POST",
      );
      expect(posts).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("offers game-start minutes 5-120 in steps of 5, 30 by default", async () => {
    setup(buildPreferences());
    const minutes = await screen.findByLabelText("Game start notice (minutes before)");
    expect(minutes).toHaveValue(30);
    expect(minutes).toHaveAttribute("min", "5");
    expect(minutes).toHaveAttribute("max", "120");
    expect(minutes).toHaveAttribute("step", "5");
  });

  it("explains that push is not supported in this browser", async () => {
    const fetchMock = setup(buildPreferences({ desktopEnabled: false, mobileEnabled: false }));
    await userEvent
      .setup()
      .click(await screen.findByRole("switch", { name: "Push notifications" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to register for push notifications: Push notifications are not supported in this browser",
    );
    expect(puts(fetchMock)).toEqual([]);
  });

  it("explains that notification permission was denied", async () => {
    const register = vi.fn();
    vi.stubGlobal("PushManager", function PushManager() {});
    vi.stubGlobal("Notification", { requestPermission: vi.fn(async () => "denied") });
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { register, ready: Promise.resolve({}) },
    });
    try {
      setup(buildPreferences({ desktopEnabled: false, mobileEnabled: false }));
      await userEvent
        .setup()
        .click(await screen.findByRole("switch", { name: "Push notifications" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Failed to register for push notifications: Notification permission denied",
      );
      expect(register).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("says 'Failed to load notification preferences. Please try again.'", async () => {
    setup(buildPreferences(), 500);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load notification preferences. Please try again.",
    );
  });
});
