/* Huddle service worker: shows pushed notifications and opens the right room on click. */
/* global self, clients */

const DEFAULT_TITLE = "Huddle";

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

/** Only same-origin paths are opened; anything else falls back to the home page. */
function safeUrl(url) {
  try {
    const target = new URL(url || "/", self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + "/";
  } catch {
    return self.location.origin + "/";
  }
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  const payload = readPayload(event);
  const title = payload.title || DEFAULT_TITLE;
  const options = {
    body: payload.body || payload.message || "",
    icon: "/favicon.svg",
    badge: "/favicon.svg",
    tag: payload.tag || payload.entityType || undefined,
    data: { url: safeUrl(payload.url) },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || safeUrl("/");
  event.waitUntil(
    clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const exact = windows.find((client) => client.url === url);
      if (exact) return exact.focus();
      const sameOrigin = windows.find((client) => client.url.startsWith(self.location.origin));
      if (sameOrigin && "navigate" in sameOrigin) {
        return sameOrigin.navigate(url).then((client) => (client || sameOrigin).focus());
      }
      return clients.openWindow(url);
    }),
  );
});
