/**
 * Client-side chat and socket limits from spec 000 §4 and §9 (the web app's live chat). Kept
 * beside the other spec constants so every number has one home.
 */

/** spec 000 §9: the composer textarea grows up to this height. */
export const COMPOSER_MAX_HEIGHT_PX = 120;
/** spec 000 §5: the counter turns yellow above this share of the limit. */
export const COMPOSER_WARN_RATIO = 0.8;
/** spec 000 §9: typing stops after this long without input. */
export const TYPING_IDLE_MS = 3_000;
/** spec 000 §9: the scroll-to-bottom button needs more than this many messages. */
export const SCROLL_BUTTON_MIN_MESSAGES = 10;

/** spec 000 §9 Socket: reconnection policy. */
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5_000;
export const SOCKET_CONNECT_TIMEOUT_MS = 20_000;
/** spec 000 §4: after this many connection errors the client reports a failure. */
export const SOCKET_MAX_CONNECT_ERRORS = 5;
/**
 * How long a client waits for an event's acknowledgement. The server answers a dependency outage
 * sooner (its database timeouts add up to less), so a fan hears why, not just "no answer".
 */
export const SOCKET_ACK_TIMEOUT_MS = 10_000;
export const SOCKET_CONNECT_FAILED_MESSAGE = "Failed to connect to server";

/** spec 000 §9 Socket: the offline queue keeps entries up to 60 s old … */
export const OFFLINE_QUEUE_MAX_AGE_MS = 60_000;
/** … and is trimmed to the last 50 once it exceeds 100. */
export const OFFLINE_QUEUE_TRIM_ABOVE = 100;
export const OFFLINE_QUEUE_TRIM_TO = 50;
