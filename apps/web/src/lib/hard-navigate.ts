/** A full page load (spec 000 §2: the login redirect reloads the app). */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

/**
 * Accepts only same-origin paths for the `next` parameter so a crafted link cannot send a user
 * to another site after sign-in.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return next;
}

/** `/login?next=<path and query>`, encoded with URLSearchParams. */
export function loginPathFor(pathWithQuery: string): string {
  if (pathWithQuery === "/" || pathWithQuery === "") return "/login";
  return `/login?${new URLSearchParams({ next: pathWithQuery }).toString()}`;
}
