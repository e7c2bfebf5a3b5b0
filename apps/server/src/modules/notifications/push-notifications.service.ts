import {
  NOTIFICATION_MESSAGES,
  parsePushSubscription,
  type PushPayload,
  type RegisterDeviceTokenRequest,
} from "@huddle/contracts/notifications";
import type { Clock } from "../../lib/clock.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import type { DeviceTokenRow } from "../../db/schema.ts";
import type { DeviceTokensRepository } from "./device-tokens.repository.ts";
import type { NotificationPreferencesRepository } from "./notification-preferences.repository.ts";
import { presentDeviceToken } from "./notifications.presenter.ts";
import type { WebPush } from "./web-push.ts";

export interface PushNotificationsDeps {
  tokens: DeviceTokensRepository;
  /** desktopEnabled / mobileEnabled pick which of the user's device types a push goes to. */
  preferences: Pick<NotificationPreferencesRepository, "get">;
  webPush: WebPush;
  clock: Clock;
  /** Plain-http endpoints are refused unless allowed (local development and tests). */
  allowInsecureEndpoints: boolean;
}

/** spec 000 §7 Notifications: device tokens (Web Push subscriptions) and sending to them. */
export function createPushNotificationsService(deps: PushNotificationsDeps) {
  const { tokens, webPush, clock } = deps;

  function subscriptionOf(token: string) {
    const subscription = parsePushSubscription(token);
    if (!subscription) throw badRequest(NOTIFICATION_MESSAGES.invalidSubscription);
    if (!deps.allowInsecureEndpoints && !subscription.endpoint.startsWith("https://")) {
      throw badRequest(NOTIFICATION_MESSAGES.invalidSubscription);
    }
    return subscription;
  }

  /**
   * Pushes `payload` to `rows`. Subscriptions the push service reports gone (404/410) are
   * deactivated.
   */
  async function sendToTokens(rows: DeviceTokenRow[], payload: PushPayload) {
    const outcomes = await Promise.all(
      rows.map(async (row) => {
        const subscription = parsePushSubscription(row.token);
        const outcome = subscription ? await webPush.send(subscription, payload) : "gone";
        if (outcome === "delivered") await tokens.markUsed(row.id, clock.now());
        if (outcome === "gone") await tokens.deactivate(row.id, clock.now());
        return outcome;
      }),
    );
    const delivered = outcomes.filter((o) => o === "delivered").length;
    return { delivered, failed: outcomes.length - delivered };
  }

  /**
   * Pushes `payload` to the user's active subscriptions of the device types they enabled:
   * desktop ones when desktopEnabled, mobile ones when mobileEnabled; none with the master
   * switch off (the stored channels outlive it).
   */
  async function sendToUser(userId: string, payload: PushPayload) {
    const [preferences, active] = await Promise.all([
      deps.preferences.get(userId),
      tokens.active(userId),
    ]);
    if (!preferences.notificationsEnabled) return sendToTokens([], payload);
    const wanted = active.filter((row) =>
      row.deviceType === "mobile" ? preferences.mobileEnabled : preferences.desktopEnabled,
    );
    return sendToTokens(wanted, payload);
  }

  return {
    async list(userId: string) {
      return { deviceTokens: (await tokens.list(userId)).map(presentDeviceToken) };
    },

    async register(userId: string, input: Required<RegisterDeviceTokenRequest>) {
      const subscription = subscriptionOf(input.token);
      const row = await tokens.upsert({
        userId,
        token: input.token,
        endpoint: subscription.endpoint,
        deviceType: input.deviceType,
      });
      return { deviceToken: presentDeviceToken(row) };
    },

    async remove(userId: string, id: string) {
      if (!(await tokens.remove(userId, id))) throw notFound(NOTIFICATION_MESSAGES.deviceNotFound);
      return { success: true as const, message: NOTIFICATION_MESSAGES.deviceRemoved };
    },

    async removeByToken(userId: string, token: string) {
      const subscription = parsePushSubscription(token);
      const removed =
        subscription && (await tokens.removeByEndpoint(userId, subscription.endpoint));
      if (!removed) throw notFound(NOTIFICATION_MESSAGES.deviceNotFound);
      return { success: true as const, message: NOTIFICATION_MESSAGES.deviceRemoved };
    },

    async vapidPublicKey() {
      return { publicKey: await webPush.publicKey() };
    },

    async config() {
      return { enabled: true, publicKey: await webPush.publicKey() };
    },

    /**
     * POST /api/notifications/test: a real push to every active device of the caller, whatever
     * the desktop/mobile preferences (it checks the devices, not the preferences).
     */
    async sendTest(
      userId: string,
      input: { title: string; message: string; entityType: string; priority: number },
    ) {
      return sendToTokens(await tokens.active(userId), {
        title: input.title,
        body: input.message,
        entityType: input.entityType,
        priority: input.priority,
        url: "/profile?tab=notifications",
        timestamp: clock.now().toISOString(),
      });
    },

    sendToUser,
  };
}

export type PushNotificationsService = ReturnType<typeof createPushNotificationsService>;
