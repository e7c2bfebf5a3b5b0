import type { AuthUser } from "@huddle/contracts/auth";
import type { UserRow } from "../../db/schema.ts";

/** The signed-in user's own view of their account; never includes the password hash. */
export function presentAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    userId: row.id,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    adminLevel: row.adminLevel,
    membershipTier: row.membershipTier,
    exempt: row.exempt,
    muted: row.muted,
    banned: row.banned,
    emailVerified: row.emailVerified,
    acceptedTerms: row.acceptedTerms,
    acceptedTermsAt: row.acceptedTermsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    lastActive: row.lastActive?.toISOString() ?? null,
  };
}

/**
 * spec 001 §3 subscriptionSource, one answer for the admin console and the fan's own premium
 * page: `exempt` for an exempt account, else the stored source (`subscription` from Stripe,
 * `manual` from staff or the CLI, null for a free account).
 */
export function subscriptionSourceOf(row: Pick<UserRow, "exempt" | "subscriptionSource">) {
  return row.exempt ? ("exempt" as const) : row.subscriptionSource;
}
