import { createSecretKey } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { accessTokenClaimsSchema, type AccessTokenClaims } from "@huddle/contracts/auth";
import type { Clock } from "../../lib/clock.ts";

/** HS256 access tokens carrying `sub` (user id), `sid` (session id) and `exp` in seconds. */
export function createAccessTokens(secretBytes: Uint8Array, ttlMs: number, clock: Clock) {
  // Imported once: jose would otherwise turn the raw bytes into a key on every verification.
  const secret = createSecretKey(secretBytes);
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
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ["HS256"],
          currentDate: clock.now(),
        });
        const claims = accessTokenClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
