import {
  NOTIFICATION_MESSAGES,
  TEST_PUSH,
  parsePushSubscription,
  type PushPayload,
  type PushSubscriptionJson,
  type RegisterDeviceTokenRequest,
} from "@huddle/contracts/notifications";
import type { AbuseBudgets } from "../../abuse/abuse-budgets.ts";
import type { Clock } from "../../lib/clock.ts";
import { badRequest, conflict, notFound, tooManyRequests } from "../../lib/http-error.ts";
import type { RateStore } from "../../lib/rate/rate-store.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import type { DeviceTokenRow } from "../../db/schema.ts";
import type { DeviceTokensRepository } from "./device-tokens.repository.ts";
import type { NotificationReachReadModel, StoredReach } from "./notification-reach.read-model.ts";
import { presentDeviceToken } from "./notifications.presenter.ts";
import type { CheckPushEndpoint } from "./push-endpoint-guard.ts";
import type { PushOutcome, WebPush } from "./web-push.ts";

export interface PushNotificationsDeps {
  tokens: DeviceTokensRepository;
  /** The preferences (desktopEnabled / mobileEnabled pick the device types) and active devices. */
  reach: NotificationReachReadModel;
  webPush: WebPush;
  clock: Clock;
  /**
   * Checks that an endpoint is a public https push service (push-endpoint-guard.ts); null when
   * WEB_PUSH_ALLOW_HTTP is on (local development and tests: http and local receivers allowed).
   */
  checkEndpoint: CheckPushEndpoint | null;
  budgets: AbuseBudgets["notifications"];
  rates: RateStore;
  /** Tells the other nodes that a user's reach changed (they call forgetReach). */
  reachChanged(userId: string): void;
}

/**
 * A fan's preferences and devices are read for every mention of them, and a busy room mentions
 * the same fans again and again. This node forgets its own changes at once and hears of the
 * other nodes' through reachChanged; the time to live bounds what a lost notice could cost.
 */
const REACH_CACHE_MS = 60_000;
const REACH_CACHE_ENTRIES = 20_000;

/**
 * An endpoint as the WHATWG URL parser spells it, without a fragment: "HTTPS://Push.X:443/./a#b"
 * and "https://push.x/a" are one device, so no spelling gets around "one account per device"
 * (a device held by another account is refused; found by a QA pass).
 */
export function canonicalEndpoint(endpoint: string): string {
  const url = new URL(endpoint);
  url.hash = "";
  return url.href;
}

/** spec 000 §7 Notifications: device tokens (Web Push subscriptions) and sending to them. */
export function createPushNotificationsService(deps: PushNotificationsDeps) {
  const { tokens, webPush, clock, checkEndpoint, budgets } = deps;
  const reaches = new TtlCache<string, StoredReach>(REACH_CACHE_MS, REACH_CACHE_ENTRIES, () =>
    clock.now().getTime(),
  );

  /** After any change to a user's devices or preferences, on this node and the others. */
  function reachChanged(userId: string): void {
    reaches.delete(userId);
    deps.reachChanged(userId);
  }

  async function subscriptionOf(token: string) {
    const subscription = parsePushSubscription(token);
    if (!subscription) throw badRequest(NOTIFICATION_MESSAGES.invalidSubscription);
    if (checkEndpoint) {
      const { verdict } = await checkEndpoint(subscription.endpoint);
      if (verdict === "refused") throw badRequest(NOTIFICATION_MESSAGES.endpointNotAllowed);
      if (verdict === "unresolved") throw badRequest(NOTIFICATION_MESSAGES.endpointUnresolved);
    }
    return { ...subscription, endpoint: canonicalEndpoint(subscription.endpoint) };
  }

  /** A new device must fit the cap; deactivated ones make room before the caller is refused. */
  async function ensureRoomForDevice(userId: string) {
    const max = budgets.devicesPerUser;
    if ((await tokens.count(userId)) < max) return;
    await tokens.removeInactive(userId);
    reachChanged(userId);
    if ((await tokens.count(userId)) >= max) {
      throw conflict(NOTIFICATION_MESSAGES.tooManyDevices(max));
    }
  }

  /**
   * One push. The endpoint is checked again first, since its name may resolve elsewhere now
   * than at registration: one that points inside our network is "gone" (deactivated), never
   * called, and the connection goes only to the addresses just checked.
   */
  async function sendOne(
    subscription: PushSubscriptionJson | null,
    payload: PushPayload,
  ): Promise<PushOutcome> {
    if (!subscription) return "gone";
    if (!checkEndpoint) return webPush.send(subscription, payload);
    const check = await checkEndpoint(subscription.endpoint);
    if (check.verdict !== "allowed") return check.verdict === "refused" ? "gone" : "failed";
    return webPush.send(subscription, payload, check.addresses);
  }

  /**
   * Pushes `payload` to `rows`. Subscriptions the push service reports gone (404/410), or whose
   * endpoint is no longer allowed, are deactivated.
   */
  async function sendToTokens(rows: DeviceTokenRow[], payload: PushPayload) {
    const outcomes = await Promise.all(
      rows.map(async (row) => {
        const outcome = await sendOne(parsePushSubscription(row.token), payload);
        if (outcome === "delivered") await tokens.markUsed(row.id, clock.now());
        if (outcome === "gone") {
          await tokens.deactivate(row.id, clock.now());
          reachChanged(row.userId);
        }
        return outcome;
      }),
    );
    const delivered = outcomes.filter((o) => o === "delivered").length;
    return { delivered, failed: outcomes.length - delivered };
  }

  /** Pushes `payload` to every device of the user's that reachOf answers. */
  async function sendToUser(userId: string, payload: PushPayload) {
    return sendToTokens((await reachOf(userId)).devices, payload);
  }

  /**
   * The user's preferences, and their active subscriptions of the device types they enabled:
   * desktop ones when desktopEnabled, mobile ones when mobileEnabled; none with the master
   * switch off (the stored channels outlive it).
   */
  async function reachOf(userId: string) {
    const { preferences, activeDevices } = await reaches.getOrLoad(userId, () =>
      deps.reach.of(userId),
    );
    const devices = preferences.notificationsEnabled
      ? activeDevices.filter((row) =>
          row.deviceType === "mobile" ? preferences.mobileEnabled : preferences.desktopEnabled,
        )
      : [];
    return { preferences, devices };
  }

  return {
    /**
     * For a caller that must know before sending whether a push would reach anyone (and then
     * sends with sendToDevices, without looking the devices up again).
     */
    reachOf,
    sendToDevices: sendToTokens,
    /** Another node changed the user's devices or preferences. */
    forgetReach: (userId: string) => reaches.delete(userId),
    /** This node changed the user's preferences (the preferences service calls it). */
    reachChanged,

    async list(userId: string) {
      return { deviceTokens: (await tokens.list(userId)).map(presentDeviceToken) };
    },

    /**
     * Registers (or refreshes) one of the caller's browsers. An endpoint held by another account
     * is refused (409), never moved: whoever registers it could otherwise push to that device.
     */
    async register(userId: string, input: Required<RegisterDeviceTokenRequest>) {
      const subscription = await subscriptionOf(input.token);
      const held = await tokens.findByEndpoint(subscription.endpoint);
      if (held && held.userId !== userId) {
        throw conflict(NOTIFICATION_MESSAGES.deviceOwnedElsewhere);
      }
      if (!held) await ensureRoomForDevice(userId);
      const row = await tokens.upsertOwn({
        userId,
        token: input.token,
        endpoint: subscription.endpoint,
        deviceType: input.deviceType,
      });
      // Another account registered the same endpoint between our read and write.
      if (!row) throw conflict(NOTIFICATION_MESSAGES.deviceOwnedElsewhere);
      reachChanged(userId);
      return { deviceToken: presentDeviceToken(row) };
    },

    async remove(userId: string, id: string) {
      if (!(await tokens.remove(userId, id))) throw notFound(NOTIFICATION_MESSAGES.deviceNotFound);
      reachChanged(userId);
      return { success: true as const, message: NOTIFICATION_MESSAGES.deviceRemoved };
    },

    async removeByToken(userId: string, token: string) {
      const subscription = parsePushSubscription(token);
      const removed =
        subscription &&
        (await tokens.removeByEndpoint(userId, canonicalEndpoint(subscription.endpoint)));
      if (!removed) throw notFound(NOTIFICATION_MESSAGES.deviceNotFound);
      reachChanged(userId);
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
     * the desktop/mobile preferences (it checks the devices, not the preferences). It carries
     * TEST_PUSH's fixed text, not the caller's, and is rate limited.
     */
    async sendTest(userId: string, input: { priority: number }) {
      const { max, windowMs } = budgets.testPushes;
      const budget = await deps.rates.hit(`test-push:${userId}`, max, windowMs);
      if (!budget.allowed) {
        throw tooManyRequests(NOTIFICATION_MESSAGES.tooManyTestPushes, budget.retryAfterMs / 1000);
      }
      return sendToTokens(await tokens.active(userId), {
        title: TEST_PUSH.title,
        body: TEST_PUSH.message,
        entityType: TEST_PUSH.entityType,
        priority: input.priority,
        url: "/profile?tab=notifications",
        timestamp: clock.now().toISOString(),
      });
    },

    sendToUser,
  };
}

export type PushNotificationsService = ReturnType<typeof createPushNotificationsService>;
