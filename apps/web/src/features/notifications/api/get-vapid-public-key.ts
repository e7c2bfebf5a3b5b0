import { vapidPublicKeyResponseSchema } from "@huddle/contracts/notifications";
import type { HttpClient } from "@/lib/http/http-client";

/** GET /api/notifications/web-push/vapid-public-key → publicKey (or key, spec 000 §7). */
export async function getVapidPublicKey(http: HttpClient): Promise<string> {
  const raw = await http.request<unknown>("/api/notifications/web-push/vapid-public-key");
  if (typeof raw === "object" && raw !== null && "key" in raw && !("publicKey" in raw)) {
    return vapidPublicKeyResponseSchema.parse({ publicKey: raw.key }).publicKey;
  }
  return vapidPublicKeyResponseSchema.parse(raw).publicKey;
}
