import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const WAIT_MS = 5_000;

/**
 * After a route change, focus moves to the new page's main heading (issue 18 §7), so a screen
 * reader starts at the page's name and Tab continues from the top of the page. The first load
 * keeps the browser's focus; switching tabs (?tab=) is not a new page. Pages that load their data
 * first get their heading a little later: it is focused when it appears.
 */
export function useFocusHeadingOnNavigate(): void {
  const location = useLocation();
  const page = pageKey(location.pathname, location.search);
  const firstPage = useRef(page);

  useEffect(() => {
    if (page === firstPage.current) return;
    firstPage.current = "";
    const focusedAtNavigation = document.activeElement;
    // A fan who has already moved on (tapped into a field while the page loaded) keeps focus.
    const movedOn = () => {
      const active = document.activeElement;
      return !!active && active !== document.body && active !== focusedAtNavigation;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (movedOn() || focusHeading()) stop();
    });
    const timer = setTimeout(stop, WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [page]);
}

function pageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("tab");
  params.sort();
  return `${pathname}?${params.toString()}`;
}

function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector("h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: false });
  return true;
}
