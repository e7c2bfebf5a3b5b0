import { useCallback, useEffect, useState } from "react";
import type { TimedNotice, TimedNoticeTone } from "@/lib/use-timed-notice";
import { SUBSCRIPTION_NOTICE_MS } from "../premium-text";

/** Seed 001 §9: subscription messages, success or error, stay 5 s. */
export function useSubscriptionNotice() {
  const [notice, setNotice] = useState<TimedNotice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SUBSCRIPTION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((tone: TimedNoticeTone, text: string) => setNotice({ tone, text }), []);
  return { notice, show };
}
