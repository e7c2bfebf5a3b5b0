import type { AuthUser } from "@huddle/contracts/auth";
import { STORAGE_KEYS } from "@huddle/contracts/constants";

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  user: AuthUser;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** spec 000 §3 Tokens: accessToken, refreshToken and user (JSON) in local storage. */
export function saveSession(tokens: SessionTokens, user: AuthUser): void {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Replaces the stored user only (e.g. a membership tier pushed by the server). */
export function saveUser(user: AuthUser): void {
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveAccessToken(accessToken: string): void {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
}

export function getAccessToken(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.refreshToken);
}

/** Returns the stored session only when both the access token and a readable user exist. */
export function loadSession(): StoredSession | null {
  const accessToken = getAccessToken();
  const rawUser = window.localStorage.getItem(STORAGE_KEYS.user);
  if (!accessToken || !rawUser) return null;
  const user = JSON.parse(rawUser) as AuthUser | null;
  if (!user || typeof user.username !== "string") throw new Error("Stored user is invalid");
  return { accessToken, refreshToken: getRefreshToken(), user };
}

export function clearSession(): void {
  window.localStorage.removeItem(STORAGE_KEYS.accessToken);
  window.localStorage.removeItem(STORAGE_KEYS.refreshToken);
  window.localStorage.removeItem(STORAGE_KEYS.user);
}
