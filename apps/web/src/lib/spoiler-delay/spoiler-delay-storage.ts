import { SPOILER_DELAY_MAX_SECONDS } from "@huddle/contracts/chat";

/**
 * Issue 15 §4: the delay is a property of the fan's screen (their stream lags), not of their
 * account, so it lives in this browser per room (docs/decisions.md, Spoiler delay).
 */
const keyFor = (roomSlug: string) => `huddle:spoiler-delay:${roomSlug}`;

/** A whole number of seconds within 0..120; anything else means off. */
export function clampSpoilerDelay(seconds: number): number {
  if (!Number.isFinite(seconds)) return 0;
  return Math.min(SPOILER_DELAY_MAX_SECONDS, Math.max(0, Math.round(seconds)));
}

export function readSpoilerDelay(roomSlug: string): number {
  try {
    return clampSpoilerDelay(Number(window.localStorage.getItem(keyFor(roomSlug)) ?? 0));
  } catch {
    return 0;
  }
}

export function storeSpoilerDelay(roomSlug: string, seconds: number): void {
  try {
    if (seconds > 0) window.localStorage.setItem(keyFor(roomSlug), String(seconds));
    else window.localStorage.removeItem(keyFor(roomSlug));
  } catch {
    // Storage full or blocked: the delay still holds for this visit.
  }
}
