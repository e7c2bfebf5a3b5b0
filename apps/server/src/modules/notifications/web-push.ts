import webpush from "web-push";
import type { PushPayload, PushSubscriptionJson } from "@huddle/contracts/notifications";
import type { AppSettingsRepository } from "./app-settings.repository.ts";

/** How long the push service keeps an undelivered message (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;
const VAPID_SETTING_KEY = "web_push_vapid_keys";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export type PushOutcome = "delivered" | "gone" | "failed";

export interface WebPushDeps {
  settings: AppSettingsRepository;
  /** From the environment; when absent, keys are generated once and kept in the database. */
  keys?: VapidKeys;
  subject: string;
}

/**
 * Web Push (RFC 8030/8291/8292) through the web-push library: it encrypts the payload
 * (aes128gcm) and signs the VAPID JWT; we POST the request it builds with fetch, so delivery
 * works the same against push services (https) and a local receiver in tests.
 */
export function createWebPush(deps: WebPushDeps) {
  let keys: Promise<VapidKeys> | undefined = deps.keys ? Promise.resolve(deps.keys) : undefined;

  function vapidKeys(): Promise<VapidKeys> {
    keys ??= deps.settings
      .getOrCreate<VapidKeys>(VAPID_SETTING_KEY, () => webpush.generateVAPIDKeys())
      .catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
    return keys;
  }

  return {
    publicKey: async () => (await vapidKeys()).publicKey,

    /** Sends one push; "gone" means the subscription no longer exists (404/410). */
    async send(subscription: PushSubscriptionJson, payload: PushPayload): Promise<PushOutcome> {
      const { publicKey, privateKey } = await vapidKeys();
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: deps.subject, publicKey, privateKey },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: "aes128gcm",
          urgency: payload.priority >= 4 ? "high" : "normal",
        },
      );
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await res.body?.cancel();
        if (res.status === 404 || res.status === 410) return "gone";
        return res.ok ? "delivered" : "failed";
      } catch {
        return "failed";
      }
    },
  };
}

export type WebPush = ReturnType<typeof createWebPush>;
