import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { leagueFollows, teamFollows } from "../../db/schema.ts";

export type LeagueFollowRow = typeof leagueFollows.$inferSelect;

export function createFollowingRepository(db: Db) {
  return {
    async teamIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ teamId: teamFollows.teamId })
        .from(teamFollows)
        .where(eq(teamFollows.userId, userId))
        .orderBy(asc(teamFollows.createdAt));
      return rows.map((r) => r.teamId);
    },

    async followTeam(userId: string, teamId: string): Promise<void> {
      await db.insert(teamFollows).values({ userId, teamId }).onConflictDoNothing();
    },

    async unfollowTeam(userId: string, teamId: string): Promise<boolean> {
      const rows = await db
        .delete(teamFollows)
        .where(and(eq(teamFollows.userId, userId), eq(teamFollows.teamId, teamId)))
        .returning({ teamId: teamFollows.teamId });
      return rows.length > 0;
    },

    async leagueFollows(userId: string): Promise<LeagueFollowRow[]> {
      return db
        .select()
        .from(leagueFollows)
        .where(eq(leagueFollows.userId, userId))
        .orderBy(asc(leagueFollows.createdAt));
    },

    /** Inserts the follow, or returns the existing one for the same league/conference. */
    async followLeague(values: {
      userId: string;
      followType: "league" | "conference";
      league: string;
      conference: string | null;
    }): Promise<LeagueFollowRow> {
      const [created] = await db
        .insert(leagueFollows)
        .values(values)
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const existing = (await this.leagueFollows(values.userId)).find(
        (f) => f.league === values.league && f.conference === values.conference,
      );
      if (!existing) throw new Error("follow vanished");
      return existing;
    },

    async findLeagueFollow(userId: string, id: string): Promise<LeagueFollowRow | undefined> {
      const [row] = await db
        .select()
        .from(leagueFollows)
        .where(and(eq(leagueFollows.userId, userId), eq(leagueFollows.id, id)));
      return row;
    },

    /** Removes one follow; a league follow takes the league's conference follows with it. */
    async unfollowLeague(follow: LeagueFollowRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(leagueFollows).where(eq(leagueFollows.id, follow.id));
        if (follow.followType === "league") {
          await tx
            .delete(leagueFollows)
            .where(
              and(
                eq(leagueFollows.userId, follow.userId),
                eq(leagueFollows.league, follow.league),
                isNotNull(leagueFollows.conference),
              ),
            );
        }
      });
    },
  };
}

export type FollowingRepository = ReturnType<typeof createFollowingRepository>;
