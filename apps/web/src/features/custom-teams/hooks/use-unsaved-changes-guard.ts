import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * While `dirty`, asks before leaving: any in-app navigation (another page or another tab of the
 * same page, which would drop the draft) is held by the returned blocker until the user
 * proceeds or stays; closing or reloading the browser tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return blocker;
}
