import type { UserRow } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import type { UsersService } from "../users/users.service.ts";
import type { AccessTokens } from "./access-tokens.ts";
import type { SessionsRepository } from "./sessions.repository.ts";

export interface ResolvedSession {
  user: UserRow;
  sessionId: string;
}

const LAST_ACTIVE_RESOLUTION_MS = 60_000;
/**
 * A resolved session is reused for this long on this node: every request otherwise costs a
 * database round trip. Logout and password resets forget it here at once; on other nodes of a
 * cluster an ended session can live on for at most this long (docs/decisions.md).
 */
const SESSION_CACHE_MS = 5_000;

/**
 * Turns an access token into its live session and user, or null. Besides the JWT signature and
 * expiry, the session row must still be live and the user not banned, so logout, password reset
 * and bans take effect at once. Used by HTTP routes and the socket handshake alike.
 */
export function createSessionResolver(deps: {
  accessTokens: AccessTokens;
  sessions: SessionsRepository;
  users: UsersService;
  clock: Clock;
}) {
  const cache = new TtlCache<string, ResolvedSession>(SESSION_CACHE_MS, 10_000, () =>
    deps.clock.now().getTime(),
  );

  async function load(sid: string, userId: string): Promise<ResolvedSession | null> {
    const now = deps.clock.now();
    const found = await deps.sessions.findLiveById(sid, now);
    if (!found || found.user.id !== userId || found.user.banned) return null;
    const lastActive = found.user.lastActive?.getTime() ?? 0;
    if (now.getTime() - lastActive > LAST_ACTIVE_RESOLUTION_MS) {
      await deps.users.update(found.user.id, { lastActive: now });
    }
    return { user: found.user, sessionId: found.session.id };
  }

  const resolveSession = async (token: string): Promise<ResolvedSession | null> => {
    if (!token) return null;
    const claims = await deps.accessTokens.verify(token);
    if (!claims) return null;
    const cached = cache.get(claims.sid);
    if (cached && cached.user.id === claims.sub) return cached;
    const resolved = await load(claims.sid, claims.sub);
    if (resolved) cache.set(claims.sid, resolved);
    return resolved;
  };

  return Object.assign(resolveSession, {
    /** Logout: the session ends on this node now. */
    forgetSession: (sessionId: string) => cache.delete(sessionId),
    /** Password reset or ban: every session of the user ends on this node now. */
    forgetUser: (userId: string) => cache.deleteWhere((_, value) => value?.user.id === userId),
  });
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
