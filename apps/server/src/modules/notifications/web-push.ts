import webpush from "web-push";
import type { PushPayload, PushSubscriptionJson } from "@huddle/contracts/notifications";
import type { AppSettingsRepository } from "./app-settings.repository.ts";
import { postPush } from "./push-transport.ts";

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
 * (aes128gcm) and signs the VAPID JWT; we POST the request it builds ourselves (push-transport.ts),
 * so the connection can be pinned to checked addresses and delivery works the same against push
 * services (https) and a local receiver in tests.
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

    /**
     * Sends one push; "gone" means the subscription no longer exists (404/410). `addresses`,
     * when given, are the only ones the connection may go to (see push-endpoint-guard.ts).
     */
    async send(
      subscription: PushSubscriptionJson,
      payload: PushPayload,
      addresses?: string[],
    ): Promise<PushOutcome> {
      const { publicKey, privateKey } = await vapidKeys();
      try {
        // Inside the try: keys a client made up fail here, and that is this device's failure.
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
        const status = await postPush(details, { addresses, timeoutMs: PUSH_TIMEOUT_MS });
        if (status === 404 || status === 410) return "gone";
        return status >= 200 && status < 300 ? "delivered" : "failed";
      } catch {
        return "failed";
      }
    },
  };
}

export type WebPush = ReturnType<typeof createWebPush>;
