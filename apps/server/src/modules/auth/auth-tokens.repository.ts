import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authTokens, users } from "../../db/schema.ts";

export type AuthTokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

export function createAuthTokensRepository(db: Db) {
  return {
    async insert(values: {
      userId: string;
      purpose: AuthTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(authTokens).values(values);
    },

    /** The email of the token's user if the token is unused and unexpired at `now`. */
    async findUsableEmail(
      tokenHash: string,
      purpose: AuthTokenPurpose,
      now: Date,
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ email: users.email })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(usable(tokenHash, purpose, now))
        .limit(1);
      return row?.email;
    },

    /**
     * Marks the token used and returns its user id, in one statement so two concurrent uses
     * cannot both succeed.
     */
    async consume(
      tokenHash: string,
      purpose: AuthTokenPurpose,
      now: Date,
    ): Promise<string | undefined> {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(usable(tokenHash, purpose, now))
        .returning({ userId: authTokens.userId });
      return row?.userId;
    },

    /** Retires every other open token of this purpose (a reset ends older reset links). */
    async retireAllForUser(userId: string, purpose: AuthTokenPurpose, now: Date): Promise<void> {
      await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.userId, userId),
            eq(authTokens.purpose, purpose),
            isNull(authTokens.usedAt),
          ),
        );
    },
  };
}

function usable(tokenHash: string, purpose: AuthTokenPurpose, now: Date) {
  return and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );
}

export type AuthTokensRepository = ReturnType<typeof createAuthTokensRepository>;
