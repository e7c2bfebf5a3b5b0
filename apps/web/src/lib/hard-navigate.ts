/** A full page load (spec 000 §2: the login redirect reloads the app). */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

/**
 * Accepts only same-origin targets for the `next` parameter so a crafted link cannot send a user
 * to another site after sign-in. The browser's own URL parser decides (it drops tabs and newlines
 * and reads `\` as `/`, which string-prefix checks miss), and the result is the parsed path, never
 * the raw input. A path that serializes to `//…` would itself be protocol-relative: refused too.
 */
export function safeNextPath(
  next: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (!next) return "/";
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return "/";
  }
  if (url.origin !== origin || url.pathname.startsWith("//")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?next=<path and query>`, encoded with URLSearchParams. */
export function loginPathFor(pathWithQuery: string): string {
  if (pathWithQuery === "/" || pathWithQuery === "") return "/login";
  return `/login?${new URLSearchParams({ next: pathWithQuery }).toString()}`;
}
