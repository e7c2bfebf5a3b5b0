import { useEffect, useState } from "react";

/** setTimeout's longest wait; a lock further off is checked again after it. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether a room's lock time (`RoomSettings.locksAt`, issue 15 §3: a sideline room an hour after
 * the final) has come. Turns true at that moment on an open screen, with no event from the
 * server: the lock is a time the room already knows.
 */
export function useRoomLocked(locksAt: string | null | undefined): boolean {
  const at = locksAt ? Date.parse(locksAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const locked = !Number.isNaN(at) && now >= at;

  useEffect(() => {
    if (Number.isNaN(at) || locked) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - Date.now(), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at, locked, now]);

  return locked;
}
