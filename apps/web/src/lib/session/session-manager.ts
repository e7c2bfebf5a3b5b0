import { meResponseSchema, refreshResponseSchema, type AuthUser } from "@huddle/contracts/auth";
import {
  PREEMPTIVE_LOGOUT_LEAD_MS,
  TOKEN_REFRESH_LEAD_MS,
  TOKEN_REFRESH_MIN_DELAY_MS,
} from "@huddle/contracts/constants";
import { dispatchAuthExpired } from "../http/auth-events";
import type { HttpClient } from "../http/http-client";
import { HttpError } from "../http/http-error";
import { readTokenExpiryMs } from "./jwt";
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  loadSession,
  saveAccessToken,
  saveSession,
  saveUser,
  type SessionTokens,
} from "./session-storage";

/** How long after a refresh the server could not answer it is tried again. */
export const REFRESH_RETRY_MS = 5_000;

/** The server did not answer the refresh at all (5xx) or could not be reached (fetch's TypeError). */
const serverUnavailable = (error: unknown) =>
  error instanceof HttpError ? error.status >= 500 : error instanceof TypeError;

export type SessionStatus = "restoring" | "signed-in" | "signed-out";

export interface SessionSnapshot {
  status: SessionStatus;
  user: AuthUser | null;
  /** Why the server ended the session (a ban: 'Your account has been suspended…'), to show. */
  endedBecause?: string;
}

export interface SessionManager {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Restores the session from storage (spec 000 §4); a failed restore clears auth. */
  restore(): Promise<void>;
  /** Stores a login response and moves to signed in. */
  signIn(tokens: SessionTokens, user: AuthUser): void;
  /** Stores a login response only; the caller reloads the page, which restores it. */
  persistLogin(tokens: SessionTokens, user: AuthUser): void;
  refresh(): Promise<boolean>;
  /** Merges fields the server pushed (e.g. a new membership tier) into the signed-in user. */
  updateUser(patch: Partial<AuthUser>): void;
  /** Calls the server only with a token; clears local auth even when the call fails. */
  logout(): Promise<void>;
  /** Stops the timers without touching the session (unmount). */
  dispose(): void;
}

/**
 * The session state machine: signed out / signed in, plus the two timers of spec 000 §4 —
 * refresh 5 min before expiry (at least 60 s away) and a pre-emptive auth:expired 30 s before.
 */
export function createSessionManager(client: HttpClient): SessionManager {
  let snapshot: SessionSnapshot = { status: "restoring", user: null };
  const listeners = new Set<() => void>();
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let logoutTimer: ReturnType<typeof setTimeout> | undefined;

  function setSnapshot(next: SessionSnapshot): void {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  function clearTimers(): void {
    clearTimeout(refreshTimer);
    clearTimeout(logoutTimer);
    refreshTimer = undefined;
    logoutTimer = undefined;
  }

  function signOutLocally(endedBecause?: string): void {
    clearTimers();
    clearSession();
    setSnapshot({ status: "signed-out", user: null, ...(endedBecause ? { endedBecause } : {}) });
  }

  function schedule(accessToken: string): void {
    clearTimers();
    const expiresAt = readTokenExpiryMs(accessToken);
    if (expiresAt === null) return;
    const remaining = expiresAt - Date.now();
    const logoutDelay = Math.max(remaining - PREEMPTIVE_LOGOUT_LEAD_MS, 0);
    const refreshDelay = Math.max(remaining - TOKEN_REFRESH_LEAD_MS, TOKEN_REFRESH_MIN_DELAY_MS);
    // A token with 30–90 s left (restored after a sleep, say) would hit the pre-emptive logout
    // before its 60 s minimum refresh delay and sign out a session whose refresh token is
    // still good, so it refreshes at once instead (docs/decisions.md).
    if (refreshDelay >= logoutDelay) {
      logoutTimer = setTimeout(() => dispatchAuthExpired("preemptive_logout"), logoutDelay);
      void refresh();
      return;
    }
    refreshTimer = setTimeout(() => void refresh(), refreshDelay);
    logoutTimer = setTimeout(() => dispatchAuthExpired("preemptive_logout"), logoutDelay);
  }

  async function refresh(): Promise<boolean> {
    const refreshToken = getRefreshToken();
    if (!refreshToken) {
      signOutLocally();
      return false;
    }
    try {
      const raw = await client.request<unknown>("/api/auth/refresh", {
        method: "POST",
        body: { refreshToken },
      });
      const { tokens } = refreshResponseSchema.parse(raw);
      saveAccessToken(tokens.accessToken);
      schedule(tokens.accessToken);
      return true;
    } catch (error) {
      // The server could not answer (a database blip: 5xx; or no network): the refresh token
      // may still be good, so the session stays and the refresh is tried again shortly. The
      // pre-emptive logout still ends it if the server stays away until the token runs out.
      if (serverUnavailable(error)) {
        clearTimeout(refreshTimer);
        refreshTimer = setTimeout(() => void refresh(), REFRESH_RETRY_MS);
        return false;
      }
      console.warn("Token refresh failed; signing out", error);
      // A refusal that names its reason (403: the account is suspended) is said on the sign-in
      // page; an expired or revoked session (401) simply asks to sign in again.
      signOutLocally(
        error instanceof HttpError && error.status === 403 ? error.message : undefined,
      );
      return false;
    }
  }

  let restoring: Promise<void> | null = null;

  /** One restore at a time (React StrictMode runs mount effects twice in development). */
  function restore(): Promise<void> {
    restoring ??= restoreFromStorage().finally(() => {
      restoring = null;
    });
    return restoring;
  }

  async function restoreFromStorage(): Promise<void> {
    try {
      const stored = loadSession();
      if (!stored) {
        signOutLocally();
        return;
      }
      const expiresAt = readTokenExpiryMs(stored.accessToken);
      if (expiresAt === null) throw new Error("Stored access token is unreadable");
      if (expiresAt - Date.now() <= PREEMPTIVE_LOGOUT_LEAD_MS) {
        // A refused refresh signed the fan out; one the server could not answer keeps the
        // session, and the refresh is tried again (refresh above).
        if (!(await refresh()) && !getRefreshToken()) return;
      } else {
        schedule(stored.accessToken);
      }
      setSnapshot({ status: "signed-in", user: stored.user });
      void syncUser();
    } catch (error) {
      console.warn("Session restore failed; clearing auth", error);
      signOutLocally();
    }
  }

  /**
   * The stored user is what the last sign-in said; staff may have changed the role, tier or mute
   * since. A restore asks the server once, so a reload always shows the account as it is now.
   */
  async function syncUser(): Promise<void> {
    try {
      const { user } = meResponseSchema.parse(await client.request<unknown>("/api/auth/me"));
      if (snapshot.status === "signed-in") updateUser(user);
    } catch (error) {
      // Offline, or the page closing: the stored account stands until the next restore.
      if (error instanceof HttpError) {
        console.warn("Could not read the account; keeping the stored one", error);
      }
    }
  }

  function signIn(tokens: SessionTokens, user: AuthUser): void {
    saveSession(tokens, user);
    schedule(tokens.accessToken);
    setSnapshot({ status: "signed-in", user });
  }

  function updateUser(patch: Partial<AuthUser>): void {
    if (snapshot.status !== "signed-in" || !snapshot.user) return;
    const user = { ...snapshot.user, ...patch };
    saveUser(user);
    setSnapshot({ status: "signed-in", user });
  }

  async function logout(): Promise<void> {
    clearTimers();
    if (getAccessToken()) {
      try {
        await client.request("/api/auth/logout", { method: "POST" });
      } catch (error) {
        console.error("Logout request failed; clearing local auth anyway", error);
      }
    }
    signOutLocally();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore,
    signIn,
    persistLogin: saveSession,
    refresh,
    updateUser,
    logout,
    dispose: clearTimers,
  };
}
