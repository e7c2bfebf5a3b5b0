import { useEffect, type RefObject } from "react";

/**
 * Makes the rest of the page inert while the caller is mounted (issue 18 §8: the page behind a
 * dialog can be neither clicked, focused nor read). The element lives in a portal under <body>:
 * every other child of <body> that was not inert already is marked, and unmarked on close.
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const layer = topLevelAncestor(ref.current);
    if (!layer) return;
    const marked = [...document.body.children].filter(
      (child) => child !== layer && !child.hasAttribute("inert") && child.tagName !== "SCRIPT",
    );
    marked.forEach((child) => child.setAttribute("inert", ""));
    return () => marked.forEach((child) => child.removeAttribute("inert"));
  }, [ref]);
}

function topLevelAncestor(element: Element | null): Element | null {
  let node = element;
  while (node && node.parentElement !== document.body) node = node.parentElement;
  return node;
}
