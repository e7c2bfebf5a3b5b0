import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unauthorized } from "../lib/http-error.ts";
import type { ResolvedSession, SessionResolver } from "../modules/auth/session-resolver.ts";

export type RequestAuth = ResolvedSession;

declare module "fastify" {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user; answers 401 `{ error }` otherwise. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Bearer authentication for HTTP routes. */
export function registerAuthentication(
  app: FastifyInstance,
  resolveSession: SessionResolver,
): void {
  app.decorateRequest("auth", null);
  app.decorate("authenticate", async (request: FastifyRequest) => {
    // The scheme is case-insensitive (RFC 9110 §11.1): "bearer" and "BEARER" are "Bearer".
    const match = /^bearer +(.+)$/i.exec(request.headers.authorization ?? "");
    const token = match?.[1]?.trim() ?? "";
    if (!token) throw unauthorized("Authentication required");
    const resolved = await resolveSession(token);
    if (!resolved) throw unauthorized("Your session has expired. Please sign in again.");
    request.auth = resolved;
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
