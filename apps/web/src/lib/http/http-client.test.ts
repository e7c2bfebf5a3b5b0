import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, textResponse } from "@/test/factories";
import { AUTH_EXPIRED_EVENT, type AuthExpiredDetail } from "./auth-events";
import { createHttpClient } from "./http-client";
import { HttpError } from "./http-error";

function stubFetch(...responses: Array<() => Response>) {
  const fetchMock = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error("No more responses");
    return next();
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("http client", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the stored access token as a Bearer header with credentials included", async () => {
    window.localStorage.setItem("accessToken", "abc");
    const fetchMock = stubFetch(() => jsonResponse(200, { ok: true }));
    await expect(createHttpClient().request("/api/things")).resolves.toEqual({ ok: true });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer abc");
    expect(init.credentials).toBe("include");
  });

  it("retries a 429 after 1 s, 2 s and 4 s, then fails with the rate-limit message", async () => {
    const fetchMock = stubFetch(
      ...Array.from({ length: 4 }, () => () => jsonResponse(429, { error: "Slow down" })),
    );
    const result = createHttpClient().request("/api/things");
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const error = await settled;
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(
      "Too many requests. Please wait a moment and try again.",
    );
    expect((error as HttpError).status).toBe(429);
  });

  it("returns the response when a retry after a 429 succeeds", async () => {
    stubFetch(
      () => jsonResponse(429, {}),
      () => jsonResponse(200, { value: 1 }),
    );
    const result = createHttpClient().request("/api/things");
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ value: 1 });
  });

  it("turns a 401 into 'Session expired' and raises auth:expired", async () => {
    stubFetch(() => jsonResponse(401, { error: "Unauthorized" }));
    const events: AuthExpiredDetail[] = [];
    const listener = (event: Event) =>
      events.push((event as CustomEvent<AuthExpiredDetail>).detail);
    window.addEventListener(AUTH_EXPIRED_EVENT, listener);
    const result = createHttpClient().request("/api/user/profile");
    await expect(result).rejects.toThrow("Session expired");
    window.removeEventListener(AUTH_EXPIRED_EVENT, listener);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      reason: "token_invalid_or_expired",
      endpoint: "/api/user/profile",
    });
    expect(typeof events[0]?.timestamp).toBe("string");
  });

  it("treats a 401 from a signed-in auth call (resend verification) as an expired session", async () => {
    stubFetch(() => jsonResponse(401, { error: "Unauthorized" }));
    const listener = vi.fn();
    window.addEventListener(AUTH_EXPIRED_EVENT, listener);
    const result = createHttpClient().request("/api/auth/resend-verification", { method: "POST" });
    await expect(result).rejects.toThrow("Session expired");
    window.removeEventListener(AUTH_EXPIRED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("shows the server's text for a 401 from the login endpoint without raising auth:expired", async () => {
    stubFetch(() => jsonResponse(401, { error: "Incorrect password." }));
    const listener = vi.fn();
    window.addEventListener(AUTH_EXPIRED_EVENT, listener);
    const result = createHttpClient().request("/api/auth/login", { method: "POST", body: {} });
    await expect(result).rejects.toThrow("Incorrect password.");
    window.removeEventListener(AUTH_EXPIRED_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it("says the spec's connection text, not the browser's, when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const failure = await createHttpClient()
      .request("/api/things")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as Error).message).toBe(
      "Unable to connect to the server. Please check your internet connection and try again.",
    );
  });

  it("reports a non-JSON response with its first 100 characters", async () => {
    const body = `<html>${"x".repeat(200)}</html>`;
    stubFetch(() => textResponse(200, body));
    await expect(createHttpClient().request("/api/things")).rejects.toThrow(
      `Server returned non-JSON response: ${body.slice(0, 100)}`,
    );
  });

  it("reports invalid JSON", async () => {
    stubFetch(() => textResponse(200, "{not json", "application/json"));
    await expect(createHttpClient().request("/api/things")).rejects.toThrow(
      "Server returned invalid JSON: {not json",
    );
  });

  it("uses the body's error field, else HTTP {status}, with status and data attached", async () => {
    stubFetch(
      () => jsonResponse(404, { error: "Team not found." }),
      () => jsonResponse(503, { reason: "down" }),
    );
    const client = createHttpClient();
    const first = await client.request("/api/a").catch((e: unknown) => e);
    expect(first).toMatchObject({ message: "Team not found.", status: 404 });
    const second = client.request("/api/b").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(await second).toMatchObject({
      message: "HTTP 503",
      status: 503,
      data: { reason: "down" },
    });
  });

  it("waits at least 100 ms between two requests", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, {}),
      () => jsonResponse(200, {}),
      () => jsonResponse(200, {}),
    );
    const client = createHttpClient();
    const all = Promise.all([client.request("/a"), client.request("/b"), client.request("/c")]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await all;
  });

  it("drops requests still waiting for their slot once closed, and refuses new ones", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, {}),
      () => jsonResponse(200, {}),
    );
    const client = createHttpClient();
    const first = client.request("/a");
    const waiting = client.request("/b").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    client.close();
    await vi.advanceTimersByTimeAsync(100);
    expect(await waiting).toMatchObject({ message: "Request dropped: the HTTP client was closed" });
    await expect(client.request("/c")).rejects.toThrow("the HTTP client was closed");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await first;
  });
});
