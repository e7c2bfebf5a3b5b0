import { useCallback, useEffect, useState } from "react";

export type TimedNoticeTone = "success" | "error" | "info";

export interface TimedNotice {
  tone: TimedNoticeTone;
  text: string;
}

export const NOTICE_MS = 3_000;
export const ERROR_NOTICE_MS = 5_000;

/**
 * spec 000 §4/§9: status messages disappear after 3 s; errors after 5 s unless `errorMs` says
 * otherwise (the profile forms keep their errors for 3 s like every other status message).
 */
export function useTimedNotice(errorMs = ERROR_NOTICE_MS) {
  const [notice, setNotice] = useState<TimedNotice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.tone === "error" ? errorMs : NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, errorMs]);
  const show = useCallback((tone: TimedNoticeTone, text: string) => setNotice({ tone, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
