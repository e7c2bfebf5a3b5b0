import {
  SPONSOR_BANNER_AFTER_MESSAGES,
  SPONSOR_BANNER_AFTER_MS,
} from "@huddle/contracts/constants";

/**
 * Seed 000 §9: the sponsor banner shows after 10 sent messages or 3 min since the last ad, is
 * checked every 60 s, and closing it resets the counters. Kept in localStorage so a reload or a
 * second tab does not bring a just-closed banner straight back.
 */
export interface SponsorSchedule {
  visible: boolean;
  messagesSinceAd: number;
  /** When the last ad was closed (ms); null before any ad, which makes the first one due. */
  lastAdAt: number | null;
}

const STORAGE_KEY = "sponsorBanner";
const FIRST_VISIT: SponsorSchedule = { visible: false, messagesSinceAd: 0, lastAdAt: null };
const listeners = new Set<() => void>();

export function isSponsorAdDue(schedule: SponsorSchedule, now: number): boolean {
  return (
    schedule.lastAdAt === null ||
    schedule.messagesSinceAd >= SPONSOR_BANNER_AFTER_MESSAGES ||
    now - schedule.lastAdAt >= SPONSOR_BANNER_AFTER_MS
  );
}

function read(): SponsorSchedule {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null");
    if (stored && typeof stored === "object") return { ...FIRST_VISIT, ...stored };
  } catch {
    // A damaged entry counts as a first visit.
  }
  return FIRST_VISIT;
}

function write(schedule: SponsorSchedule): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(schedule));
  for (const listener of listeners) listener();
}

export const sponsorSchedule = {
  isVisible: (): boolean => read().visible,

  /** The periodic check: shows the banner once it is due; a shown banner stays until closed. */
  check(now: number): void {
    const schedule = read();
    if (!schedule.visible && isSponsorAdDue(schedule, now)) write({ ...schedule, visible: true });
  },

  countSentMessage(): void {
    const schedule = read();
    write({ ...schedule, messagesSinceAd: schedule.messagesSinceAd + 1 });
  },

  close(now: number): void {
    write({ visible: false, messagesSinceAd: 0, lastAdAt: now });
  },

  subscribe(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) listener();
    };
    listeners.add(listener);
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
};
