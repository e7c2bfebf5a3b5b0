/**
 * Whether a request's `Cache-Control` asks for an answer not served from a cache (`no-cache`,
 * RFC 9111 §5.2.1.4). A browser's plain reload sends `max-age=0`, which does not count: only a
 * client that knows it needs a fresh answer asks for one.
 */
export function asksForFresh(header: string | string[] | undefined): boolean {
  const directives = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",");
  return directives.some((directive) => directive.trim().toLowerCase() === "no-cache");
}
