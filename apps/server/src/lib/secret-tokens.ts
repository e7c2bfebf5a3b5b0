import { createHash, randomBytes } from "node:crypto";

/** An opaque random token for links and refresh tokens (256 bits, URL-safe). */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Tokens are stored only as their SHA-256: they are high-entropy random values, so a fast hash
 * is enough and lets us look them up by equality.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
