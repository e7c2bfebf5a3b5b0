import type { UserRow } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import type { UsersRepository } from "../users/users.repository.ts";
import type { AccessTokens } from "./access-tokens.ts";
import type { SessionsRepository } from "./sessions.repository.ts";

export interface ResolvedSession {
  user: UserRow;
  sessionId: string;
}

const LAST_ACTIVE_RESOLUTION_MS = 60_000;

/**
 * Turns an access token into its live session and user, or null. Besides the JWT signature and
 * expiry, the session row must still be live and the user not banned, so logout, password reset
 * and bans take effect at once. Used by HTTP routes and the socket handshake alike.
 */
export function createSessionResolver(deps: {
  accessTokens: AccessTokens;
  sessions: SessionsRepository;
  users: UsersRepository;
  clock: Clock;
}) {
  return async function resolveSession(token: string): Promise<ResolvedSession | null> {
    if (!token) return null;
    const claims = await deps.accessTokens.verify(token);
    if (!claims) return null;
    const now = deps.clock.now();
    const found = await deps.sessions.findLiveById(claims.sid, now);
    if (!found || found.user.id !== claims.sub || found.user.banned) return null;
    const lastActive = found.user.lastActive?.getTime() ?? 0;
    if (now.getTime() - lastActive > LAST_ACTIVE_RESOLUTION_MS) {
      await deps.users.update(found.user.id, { lastActive: now });
    }
    return { user: found.user, sessionId: found.session.id };
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
