import { useCallback, useSyncExternalStore } from "react";

/** The lg breakpoint (Tailwind's 1024 px): side panels sit beside the chat from here up. */
export const WIDE_SCREEN_QUERY = "(min-width: 1024px)";

/** Whether `query` matches now; follows the window as it resizes or rotates. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
  );
}
