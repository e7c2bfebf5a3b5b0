import {
  MIN_REQUEST_GAP_MS,
  RATE_LIMIT_MAX_RETRIES,
  RATE_LIMIT_RETRY_BASE_MS,
  STORAGE_KEYS,
} from "@huddle/contracts/constants";
import { dispatchAuthExpired } from "./auth-events";
import { HttpError, errorBody } from "./http-error";

/** spec 000 §8 HTTP layer: the exact texts. */
export const HTTP_MESSAGES = {
  sessionExpired: "Session expired",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  nonJson: "Server returned non-JSON response: ",
  invalidJson: "Server returned invalid JSON: ",
  timeout: "The request timed out",
  /** spec 000 §8: what a request that never reached the server says (not "Failed to fetch"). */
  connection:
    "Unable to connect to the server. Please check your internet connection and try again.",
} as const;

const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  timeoutMs?: number;
  /**
   * Ask for an answer read now, not one the server cached a moment ago (`Cache-Control:
   * no-cache`): another node's cached page can predate a message this fan has not seen.
   */
  fresh?: boolean;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Drops requests still waiting for their slot and refuses new ones (a test's client ends). */
  close(): void;
}

/** Auth calls made with a signed-in session: their 401 means the session ended. */
const SESSION_AUTH_PATHS = ["/api/auth/me", "/api/auth/resend-verification"];

/**
 * A 401 from these is a credential answer (wrong password, used reset link, revoked refresh
 * token), not an expired session, so it must not raise auth:expired.
 */
export function isCredentialEndpoint(path: string): boolean {
  return (
    path.startsWith("/api/auth/") && !SESSION_AUTH_PATHS.some((session) => path.startsWith(session))
  );
}

const droppedRequest = () => new Error("Request dropped: the HTTP client was closed");

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function buildUrl(path: string, query?: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) throw new Error(HTTP_MESSAGES.nonJson + text.slice(0, 100));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(HTTP_MESSAGES.invalidJson + text.slice(0, 100));
  }
}

/**
 * Creates a client. The app makes one and hands it down (lib/http/http-provider.tsx), so every
 * request it sends shares one spacing; tests make one per render.
 */
export function createHttpClient(): HttpClient {
  let nextSlot = 0;
  let lastCallAt = 0;
  let closed = false;

  /** spec 000 §7: at least 100 ms between the starts of two requests. */
  async function waitForSlot(): Promise<void> {
    if (closed) throw droppedRequest();
    const now = Date.now();
    // If the clock moved backwards (system time change), don't wait for a slot in the "future".
    if (now < lastCallAt) nextSlot = now;
    lastCallAt = now;
    const start = Math.max(now, nextSlot);
    nextSlot = start + MIN_REQUEST_GAP_MS;
    if (start > now) await sleep(start - now);
    if (closed) throw droppedRequest();
  }

  async function send(url: string, options: RequestOptions): Promise<Response> {
    await waitForSlot();
    const headers: Record<string, string> = { Accept: "application/json" };
    const token = window.localStorage.getItem(STORAGE_KEYS.accessToken);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    if (options.fresh) headers["Cache-Control"] = "no-cache";
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    try {
      return await fetch(url, {
        method: options.method ?? "GET",
        headers,
        credentials: "include",
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) {
        const timeout = new Error(HTTP_MESSAGES.timeout);
        timeout.name = "TimeoutError";
        throw timeout;
      }
      // fetch's own words differ by browser ("Failed to fetch", "NetworkError when attempting
      // to fetch resource."); every screen shows the spec's. Still a TypeError, as fetch throws.
      if (error instanceof TypeError)
        throw new TypeError(HTTP_MESSAGES.connection, { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = buildUrl(path, options.query);
    let response = await send(url, options);
    for (let attempt = 0; response.status === 429 && attempt < RATE_LIMIT_MAX_RETRIES; attempt++) {
      await sleep(RATE_LIMIT_RETRY_BASE_MS * 2 ** attempt);
      response = await send(url, options);
    }
    if (response.status === 429) {
      const data = await parseBody(response).catch(() => null);
      throw new HttpError(HTTP_MESSAGES.tooManyRequests, 429, data);
    }
    if (response.status === 401 && !isCredentialEndpoint(path)) {
      dispatchAuthExpired("token_invalid_or_expired", path);
      throw new HttpError(HTTP_MESSAGES.sessionExpired, 401, null);
    }
    let data: unknown;
    try {
      data = await parseBody(response);
    } catch (error) {
      if (response.ok) throw error;
      throw new HttpError((error as Error).message, response.status, null);
    }
    if (!response.ok) {
      throw new HttpError(
        errorBody(data).error ?? `HTTP ${response.status}`,
        response.status,
        data,
      );
    }
    return data as T;
  }

  return {
    request,
    close() {
      closed = true;
    },
  };
}
