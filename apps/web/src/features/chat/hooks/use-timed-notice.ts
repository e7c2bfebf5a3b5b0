import { useCallback, useEffect, useState } from "react";

export interface TimedNotice {
  tone: "success" | "error";
  text: string;
}

/** spec 000 §4: status messages disappear after 3 s, errors after 5 s. */
export function useTimedNotice() {
  const [notice, setNotice] = useState<TimedNotice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.tone === "error" ? 5_000 : 3_000);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback(
    (tone: TimedNotice["tone"], text: string) => setNotice({ tone, text }),
    [],
  );
  return { notice, show };
}
