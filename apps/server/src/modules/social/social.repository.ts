import { and, asc, eq, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { escapeLike } from "../../db/like.ts";
import { userBlocks, userFollows, users, type UserRow } from "../../db/schema.ts";

/** The user columns a list shows (spec 000 §3 User in lists). */
const listColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  favoriteTeam: users.favoriteTeam,
};
export type ListedUserRow = Pick<UserRow, "id" | "username" | "displayName" | "favoriteTeam">;

/** Follows and blocks between users (spec 000 §4 Following). */
export function createSocialRepository(db: Db) {
  return {
    async follow(followerId: string, followeeId: string): Promise<void> {
      await db.insert(userFollows).values({ followerId, followeeId }).onConflictDoNothing();
    },

    async unfollow(followerId: string, followeeId: string): Promise<boolean> {
      const rows = await db
        .delete(userFollows)
        .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
        .returning({ id: userFollows.followeeId });
      return rows.length > 0;
    },

    async isFollowing(followerId: string, followeeId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userFollows.followeeId })
        .from(userFollows)
        .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
        .limit(1);
      return !!row;
    },

    /** Blocks and, in the same transaction, removes follows both ways. */
    async block(blockerId: string, blockedId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
        await tx
          .delete(userFollows)
          .where(
            or(
              and(eq(userFollows.followerId, blockerId), eq(userFollows.followeeId, blockedId)),
              and(eq(userFollows.followerId, blockedId), eq(userFollows.followeeId, blockerId)),
            ),
          );
      });
    },

    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .returning({ id: userBlocks.blockedId });
      return rows.length > 0;
    },

    /** Whether `a` blocked `b` and whether `b` blocked `a`. */
    async blockState(a: string, b: string): Promise<{ blocked: boolean; blockedBy: boolean }> {
      const rows = await db
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
            and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
          ),
        );
      return {
        blocked: rows.some((r) => r.blockerId === a),
        blockedBy: rows.some((r) => r.blockerId === b),
      };
    },

    async blockedIds(blockerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: userBlocks.blockedId })
        .from(userBlocks)
        .where(eq(userBlocks.blockerId, blockerId));
      return rows.map((r) => r.id);
    },

    /** The people `userId` follows, oldest follow first. */
    async following(userId: string): Promise<ListedUserRow[]> {
      return db
        .select(listColumns)
        .from(userFollows)
        .innerJoin(users, eq(users.id, userFollows.followeeId))
        .where(eq(userFollows.followerId, userId))
        .orderBy(asc(userFollows.createdAt));
    },

    async blocked(userId: string): Promise<ListedUserRow[]> {
      return db
        .select(listColumns)
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .where(eq(userBlocks.blockerId, userId))
        .orderBy(asc(userBlocks.createdAt));
    },

    async counts(userId: string): Promise<{ followers: number; following: number }> {
      const [row] = await db
        .select({
          followers: sql<number>`count(*) filter (where ${userFollows.followeeId} = ${userId})::int`,
          following: sql<number>`count(*) filter (where ${userFollows.followerId} = ${userId})::int`,
        })
        .from(userFollows)
        .where(or(eq(userFollows.followeeId, userId), eq(userFollows.followerId, userId)));
      return { followers: row?.followers ?? 0, following: row?.following ?? 0 };
    },

    /**
     * Users whose username or display name contains `text` (case-insensitive), except the viewer,
     * people the viewer follows, and anyone blocked either way (spec 000 §5 Search).
     */
    async searchUsers(viewerId: string, text: string, limit: number): Promise<ListedUserRow[]> {
      const pattern = `%${escapeLike(text.toLowerCase())}%`;
      return db
        .select(listColumns)
        .from(users)
        .where(
          and(
            ne(users.id, viewerId),
            eq(users.banned, false),
            or(
              sql`lower(${users.username}) like ${pattern} escape '\\'`,
              sql`lower(${users.displayName}) like ${pattern} escape '\\'`,
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(userFollows)
                .where(
                  and(eq(userFollows.followerId, viewerId), eq(userFollows.followeeId, users.id)),
                ),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(userBlocks)
                .where(
                  or(
                    and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, users.id)),
                    and(eq(userBlocks.blockerId, users.id), eq(userBlocks.blockedId, viewerId)),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(sql`lower(${users.username})`))
        .limit(limit);
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
