import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { createSpoilerQueue, type SpoilerQueue } from "./spoiler-queue";
import { clampSpoilerDelay, readSpoilerDelay, storeSpoilerDelay } from "./spoiler-delay-storage";

export interface SpoilerDelay {
  /** 0: off. */
  seconds: number;
  setSeconds(seconds: number): void;
  /** Where a room's live messages, their follow-ups and score pushes go through. */
  queue: SpoilerQueue;
}

/** Without a provider (home page, other rooms) every event applies at once. */
const IMMEDIATE: SpoilerDelay = {
  seconds: 0,
  setSeconds: () => undefined,
  queue: { push: (event) => event.apply(), setDelay: () => undefined, flush: () => undefined },
};

const SpoilerDelayContext = createContext<SpoilerDelay>(IMMEDIATE);

export function useSpoilerDelay(): SpoilerDelay {
  return useContext(SpoilerDelayContext);
}

interface ProviderProps {
  roomSlug: string;
  /** Game and sideline rooms only: other rooms have no stream to lag behind. */
  enabled: boolean;
  children: ReactNode;
}

export function SpoilerDelayProvider({ enabled, ...props }: ProviderProps) {
  return enabled ? <RoomSpoilerDelay {...props} /> : props.children;
}

/**
 * Issue 15 §4: one queue per room page, shared by the chat and the scoreboard, so a score never
 * shows before the chat that reacted to it. Remounted per room (the page is keyed by room).
 */
function RoomSpoilerDelay({ roomSlug, children }: Omit<ProviderProps, "enabled">) {
  const [seconds, setStoredSeconds] = useState(() => readSpoilerDelay(roomSlug));
  const [queue] = useState(() => createSpoilerQueue(seconds * 1000));

  useEffect(() => {
    queue.setDelay(seconds * 1000);
  }, [queue, seconds]);

  // Leaving the room applies what waited: the cache keeps every message (nothing is lost).
  useEffect(() => () => queue.flush(), [queue]);

  const value = useMemo<SpoilerDelay>(
    () => ({
      seconds,
      queue,
      setSeconds: (next) => {
        const clamped = clampSpoilerDelay(next);
        storeSpoilerDelay(roomSlug, clamped);
        setStoredSeconds(clamped);
      },
    }),
    [seconds, queue, roomSlug],
  );
  return <SpoilerDelayContext.Provider value={value}>{children}</SpoilerDelayContext.Provider>;
}
