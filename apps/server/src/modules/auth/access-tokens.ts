import { createSecretKey } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { accessTokenClaimsSchema, type AccessTokenClaims } from "@huddle/contracts/auth";
import type { Clock } from "../../lib/clock.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";

/**
 * A verified token string is remembered this long: the signature check (WebCrypto HMAC, async)
 * was the largest single cost of a cached history read. The very same string is the very same
 * token, so only its expiry needs checking again on a hit.
 */
const VERIFIED_CACHE_MS = 60_000;

/** HS256 access tokens carrying `sub` (user id), `sid` (session id) and `exp` in seconds. */
export function createAccessTokens(secretBytes: Uint8Array, ttlMs: number, clock: Clock) {
  // Imported once: jose would otherwise turn the raw bytes into a key on every verification.
  const secret = createSecretKey(secretBytes);
  const now = () => clock.now().getTime();
  const verified = new TtlCache<string, AccessTokenClaims>(VERIFIED_CACHE_MS, 20_000, now);
  return {
    async sign(userId: string, sessionId: string): Promise<string> {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(userId)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + Math.floor(ttlMs / 1000))
        .sign(secret);
    },

    /** The claims of a valid, unexpired token, or null for anything else. */
    async verify(token: string): Promise<AccessTokenClaims | null> {
      const known = verified.get(token);
      if (known) return known.exp * 1000 > now() ? known : null;
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ["HS256"],
          currentDate: clock.now(),
        });
        const claims = accessTokenClaimsSchema.safeParse(payload);
        if (!claims.success) return null;
        verified.set(token, claims.data);
        return claims.data;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
