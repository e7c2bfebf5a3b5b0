import { vi } from "vitest";
import type { AuthUser } from "@huddle/contracts/auth";

export function buildUser(overrides: Partial<AuthUser> = {}): AuthUser {
  const id = "6f1c7c5e-2a4b-4c8e-9d3f-1a2b3c4d5e6f";
  return {
    id,
    userId: id,
    username: "alice",
    email: "alice@example.com",
    avatar: null,
    adminLevel: "user",
    membershipTier: "basic",
    exempt: false,
    muted: false,
    banned: false,
    emailVerified: true,
    acceptedTerms: true,
    acceptedTermsAt: "2025-11-01T00:00:00.000Z",
    createdAt: "2025-11-01T00:00:00.000Z",
    lastLogin: null,
    lastActive: null,
    ...overrides,
  };
}

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An unsigned JWT-shaped token whose exp is `expiresInMs` from the current (fake) clock. */
export function makeToken(expiresInMs: number, label = "t"): string {
  const header = base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64Url(
    JSON.stringify({
      sub: "6f1c7c5e-2a4b-4c8e-9d3f-1a2b3c4d5e6f",
      sid: "0b7d1c5e-2a4b-4c8e-9d3f-1a2b3c4d5e70",
      exp: Math.floor((Date.now() + expiresInMs) / 1000),
      label,
    }),
  );
  return `${header}.${payload}.signature`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function textResponse(status: number, body: string, type = "text/html"): Response {
  return new Response(body, { status, headers: { "Content-Type": type } });
}

export function storeSignedIn(user: AuthUser = buildUser(), expiresInMs = 15 * 60_000): void {
  window.localStorage.setItem("accessToken", makeToken(expiresInMs));
  window.localStorage.setItem("refreshToken", "refresh-1");
  window.localStorage.setItem("user", JSON.stringify(user));
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch; each request goes to the first handler whose key the path starts with. */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = Object.keys(handlers).find((prefix) => url.pathname.startsWith(prefix));
    // A restored session reads its account once; unless a test says otherwise, it is unchanged.
    if (!key && url.pathname === "/api/auth/me") {
      return jsonResponse(200, { user: JSON.parse(localStorage.getItem("user") ?? "null") });
    }
    if (!key) throw new TypeError(`Unhandled request ${url.pathname}`);
    return handlers[key]!(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The requests made to a path, in order. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  return fetchMock.mock.calls.filter(([input]) =>
    new URL(String(input), "http://localhost").pathname.startsWith(path),
  );
}
