/** The window event that ends a session (spec 000 §4 Session). */
export const AUTH_EXPIRED_EVENT = "auth:expired";

export type AuthExpiredReason = "token_invalid_or_expired" | "preemptive_logout";

export interface AuthExpiredDetail {
  reason: AuthExpiredReason;
  endpoint?: string;
  timestamp: string;
}

export function dispatchAuthExpired(reason: AuthExpiredReason, endpoint?: string): void {
  const detail: AuthExpiredDetail = { reason, endpoint, timestamp: new Date().toISOString() };
  window.dispatchEvent(new CustomEvent<AuthExpiredDetail>(AUTH_EXPIRED_EVENT, { detail }));
}
