import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema.ts";
import { unauthorized } from "../lib/http-error.ts";
import type { Clock } from "../lib/clock.ts";
import type { AccessTokens } from "../modules/auth/access-tokens.ts";
import type { SessionsRepository } from "../modules/auth/sessions.repository.ts";
import type { UsersRepository } from "../modules/users/users.repository.ts";

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user; answers 401 `{ error }` otherwise. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const LAST_ACTIVE_RESOLUTION_MS = 60_000;

interface AuthenticateDeps {
  accessTokens: AccessTokens;
  sessions: SessionsRepository;
  users: UsersRepository;
  clock: Clock;
}

/**
 * Bearer authentication. Besides the JWT signature and expiry, the session row must still be live
 * and the user not banned, so logout, password reset and bans take effect at once.
 */
export function registerAuthentication(app: FastifyInstance, deps: AuthenticateDeps): void {
  app.decorateRequest("auth", null);
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!token) throw unauthorized("Authentication required");
    const claims = await deps.accessTokens.verify(token);
    if (!claims) throw unauthorized("Your session has expired. Please sign in again.");
    const now = deps.clock.now();
    const found = await deps.sessions.findLiveById(claims.sid, now);
    if (!found || found.user.id !== claims.sub || found.user.banned) {
      throw unauthorized("Your session has expired. Please sign in again.");
    }
    request.auth = { user: found.user, sessionId: found.session.id };
    const lastActive = found.user.lastActive?.getTime() ?? 0;
    if (now.getTime() - lastActive > LAST_ACTIVE_RESOLUTION_MS) {
      await deps.users.update(found.user.id, { lastActive: now });
    }
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
