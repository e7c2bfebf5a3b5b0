import { useLayoutEffect, useState, type CSSProperties } from "react";

/**
 * Makes an element reach from where it starts on the page to the bottom of the screen (issue 18
 * §2, issue 15 §0): `100dvh` less what sits above it, the sponsor banner (`--page-bottom-inset`,
 * set by the app layout) and an on-screen keyboard that only shrinks the visual viewport (iOS;
 * Chrome on Android resizes the page itself, as index.html's `interactive-widget` asks).
 */
export function useViewportFill<T extends HTMLElement>(): {
  /** Pass as the element's `ref`. */
  attach: (element: T | null) => void;
  style: CSSProperties;
} {
  const [element, setElement] = useState<T | null>(null);
  const [top, setTop] = useState(0);
  const [keyboard, setKeyboard] = useState(0);

  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      setTop(Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY)));
      const viewport = window.visualViewport;
      const covered = viewport && viewport.scale === 1 ? window.innerHeight - viewport.height : 0;
      setKeyboard(Math.max(0, Math.round(covered)));
    };
    measure();
    window.addEventListener("resize", measure);
    window.visualViewport?.addEventListener("resize", measure);
    // Whatever sits above may change height (the phone menu, a warning): measure again.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("resize", measure);
      window.visualViewport?.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [element]);

  return {
    attach: setElement,
    style: {
      height: `calc(100dvh - ${top + keyboard}px - var(--page-bottom-inset, 0px))`,
    },
  };
}
