import { NOTIFICATION_MESSAGES, type PushSubscriptionJson } from "@huddle/contracts/notifications";

export const SERVICE_WORKER_URL = "/sw.js";

/** The VAPID key arrives base64url-encoded; PushManager wants the raw bytes. */
export function urlBase64ToUint8Array(base64Url: string): Uint8Array<ArrayBuffer> {
  const padding = "=".repeat((4 - (base64Url.length % 4)) % 4);
  const base64 = (base64Url + padding).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** spec 000 §5 Other: push needs service workers, the Push API and the Notification API. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    navigator.serviceWorker !== undefined &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    typeof globalThis.Notification !== "undefined"
  );
}

export function deviceTypeOf(userAgent: string): "mobile" | "desktop" {
  return /Mobi|Android|iPhone|iPad/i.test(userAgent) ? "mobile" : "desktop";
}

/**
 * Asks for permission, registers /sw.js and subscribes with the server's VAPID key. Fails with
 * the spec 000 §8 reasons: 'Push notifications are not supported in this browser' and
 * 'Notification permission denied'.
 */
export async function subscribeToPush(
  loadPublicKey: () => Promise<string>,
): Promise<PushSubscriptionJson> {
  if (!pushSupported()) throw new Error(NOTIFICATION_MESSAGES.pushUnsupported);
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error(NOTIFICATION_MESSAGES.permissionDenied);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToUint8Array(await loadPublicKey()),
    }));
  return subscription.toJSON() as PushSubscriptionJson;
}

/**
 * Drops this browser's push subscription, so the next `subscribeToPush` gets a new endpoint.
 * Used when the endpoint belongs to another account that signed in on this browser before.
 */
export async function unsubscribeFromPush(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  await existing?.unsubscribe();
}
