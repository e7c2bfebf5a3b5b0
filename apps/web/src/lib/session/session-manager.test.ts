import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser, makeToken } from "@/test/factories";
import { AUTH_EXPIRED_EVENT, type AuthExpiredDetail } from "../http/auth-events";
import type { HttpClient } from "../http/http-client";
import { HttpError } from "../http/http-error";
import { createSessionManager, REFRESH_RETRY_MS } from "./session-manager";

const MINUTE = 60_000;

function fakeClient(handler: (path: string) => unknown) {
  const request = vi.fn(async (path: string) => handler(path));
  return { client: { request } as unknown as HttpClient, request };
}

function expiredEvents() {
  const events: AuthExpiredDetail[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent<AuthExpiredDetail>).detail);
  window.addEventListener(AUTH_EXPIRED_EVENT, listener);
  return { events, stop: () => window.removeEventListener(AUTH_EXPIRED_EVENT, listener) };
}

describe("session manager", () => {
  beforeEach(() => {
    // A whole second, so a token's exp (seconds) lands exactly where the test expects.
    vi.useFakeTimers({ now: new Date("2030-01-01T00:00:00.000Z") });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it("refreshes 5 minutes before expiry and keeps the refresh token", async () => {
    const newToken = makeToken(15 * MINUTE + 10 * MINUTE, "new");
    const { client, request } = fakeClient(() => ({
      success: true,
      tokens: { accessToken: newToken },
    }));
    const manager = createSessionManager(client);
    manager.signIn({ accessToken: makeToken(15 * MINUTE), refreshToken: "r1" }, buildUser());

    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1_000);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(request).toHaveBeenCalledWith("/api/auth/refresh", {
      method: "POST",
      body: { refreshToken: "r1" },
    });
    expect(localStorage.getItem("accessToken")).toBe(newToken);
    expect(localStorage.getItem("refreshToken")).toBe("r1");
    expect(manager.getSnapshot().status).toBe("signed-in");
  });

  it("waits at least 60 s before refreshing a token that expires soon", async () => {
    const { client, request } = fakeClient(() => ({
      success: true,
      tokens: { accessToken: makeToken(15 * MINUTE) },
    }));
    const manager = createSessionManager(client);
    manager.signIn({ accessToken: makeToken(2 * MINUTE), refreshToken: "r1" }, buildUser());
    await vi.advanceTimersByTimeAsync(59_999);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("raises auth:expired with reason preemptive_logout 30 s before expiry", async () => {
    // The refresh starts at its 60 s minimum but never answers (a dead network).
    const { client, request } = fakeClient(() => new Promise(() => {}));
    const manager = createSessionManager(client);
    const { events, stop } = expiredEvents();
    manager.signIn({ accessToken: makeToken(2 * MINUTE), refreshToken: "r1" }, buildUser());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(events).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    stop();
    expect(events).toHaveLength(1);
    expect(events[0]?.reason).toBe("preemptive_logout");
  });

  it("refreshes at once a token whose pre-emptive logout would come before its refresh", async () => {
    const { client, request } = fakeClient(() => ({
      success: true,
      tokens: { accessToken: makeToken(15 * MINUTE, "fresh") },
    }));
    const manager = createSessionManager(client);
    const { events, stop } = expiredEvents();
    // 50 s of life: waiting the 60 s minimum would sign out a session that can be refreshed.
    manager.signIn({ accessToken: makeToken(50_000), refreshToken: "r1" }, buildUser());
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    stop();
    expect(events).toHaveLength(0);
    expect(manager.getSnapshot().status).toBe("signed-in");
  });

  it("reschedules both timers with the refreshed token", async () => {
    let issued = 0;
    const { client, request } = fakeClient(() => {
      issued += 1;
      return { success: true, tokens: { accessToken: makeToken(15 * MINUTE, `n${issued}`) } };
    });
    const manager = createSessionManager(client);
    const { events, stop } = expiredEvents();
    manager.signIn({ accessToken: makeToken(15 * MINUTE), refreshToken: "r1" }, buildUser());
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(request).toHaveBeenCalledTimes(1);
    // The old token's pre-emptive logout (at 14.5 min) must not fire any more.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(events).toHaveLength(0);
    // The new token (issued at 10 min, 15 min life) refreshes again at 20 min.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(request).toHaveBeenCalledTimes(2);
    stop();
  });

  it("signs out when the refresh fails", async () => {
    const { client } = fakeClient(() => {
      throw new Error("Refresh token revoked");
    });
    const manager = createSessionManager(client);
    manager.signIn({ accessToken: makeToken(15 * MINUTE), refreshToken: "r1" }, buildUser());
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(manager.getSnapshot()).toEqual({ status: "signed-out", user: null });
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("says why when the server refuses the refresh with a reason (a ban)", async () => {
    const suspended = "Your account has been suspended. Please contact support.";
    const { client } = fakeClient(() => {
      throw new HttpError(suspended, 403, null);
    });
    const manager = createSessionManager(client);
    manager.signIn({ accessToken: makeToken(15 * MINUTE), refreshToken: "r1" }, buildUser());
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(manager.getSnapshot()).toEqual({
      status: "signed-out",
      user: null,
      endedBecause: suspended,
    });
  });

  it("keeps the session when the server cannot answer the refresh, and tries again", async () => {
    const newToken = makeToken(15 * MINUTE + 10 * MINUTE, "new");
    let serverAway = true;
    const { client, request } = fakeClient(() => {
      if (serverAway) throw new HttpError("The service is temporarily unavailable.", 503, null);
      return { success: true, tokens: { accessToken: newToken } };
    });
    const manager = createSessionManager(client);
    manager.signIn({ accessToken: makeToken(15 * MINUTE), refreshToken: "r1" }, buildUser());

    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(request).toHaveBeenCalledTimes(1);
    expect(manager.getSnapshot().status).toBe("signed-in");
    expect(localStorage.getItem("refreshToken")).toBe("r1");

    serverAway = false;
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(request).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem("accessToken")).toBe(newToken);
    expect(manager.getSnapshot().status).toBe("signed-in");
  });

  it("logs out without calling the server when there is no token", async () => {
    const { client, request } = fakeClient(() => ({}));
    const manager = createSessionManager(client);
    await manager.logout();
    expect(request).not.toHaveBeenCalled();
    expect(manager.getSnapshot().status).toBe("signed-out");
  });

  it("calls the server on logout and clears local auth even when the call fails", async () => {
    const { client, request } = fakeClient(() => {
      throw new Error("HTTP 500");
    });
    const manager = createSessionManager(client);
    manager.signIn({ accessToken: makeToken(15 * MINUTE), refreshToken: "r1" }, buildUser());
    await manager.logout();
    expect(request).toHaveBeenCalledWith("/api/auth/logout", { method: "POST" });
    expect(console.error).toHaveBeenCalled();
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(manager.getSnapshot().status).toBe("signed-out");
  });

  it("restores a stored session when both the token and the user are present", async () => {
    localStorage.setItem("accessToken", makeToken(15 * MINUTE));
    localStorage.setItem("user", JSON.stringify(buildUser({ username: "bob" })));
    const manager = createSessionManager(fakeClient(() => ({})).client);
    await manager.restore();
    expect(manager.getSnapshot()).toMatchObject({ status: "signed-in", user: { username: "bob" } });
  });

  it("reads the account again after a restore: a role changed since shows on reload", async () => {
    localStorage.setItem("accessToken", makeToken(15 * MINUTE));
    localStorage.setItem(
      "user",
      JSON.stringify(buildUser({ username: "bob", adminLevel: "user" })),
    );
    const { client, request } = fakeClient((path) =>
      path === "/api/auth/me" ? { user: buildUser({ username: "bob", adminLevel: "mod" }) } : {},
    );
    const manager = createSessionManager(client);
    await manager.restore();
    await vi.waitFor(() =>
      expect(manager.getSnapshot().user).toMatchObject({ username: "bob", adminLevel: "mod" }),
    );
    expect(request).toHaveBeenCalledWith("/api/auth/me");
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ adminLevel: "mod" });
  });

  it("clears auth when the stored user cannot be read", async () => {
    localStorage.setItem("accessToken", makeToken(15 * MINUTE));
    localStorage.setItem("refreshToken", "r1");
    localStorage.setItem("user", "{broken");
    const manager = createSessionManager(fakeClient(() => ({})).client);
    await manager.restore();
    expect(manager.getSnapshot().status).toBe("signed-out");
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
  });

  it("stays signed out when only the token is stored", async () => {
    localStorage.setItem("accessToken", makeToken(15 * MINUTE));
    const manager = createSessionManager(fakeClient(() => ({})).client);
    await manager.restore();
    expect(manager.getSnapshot().status).toBe("signed-out");
  });
});
