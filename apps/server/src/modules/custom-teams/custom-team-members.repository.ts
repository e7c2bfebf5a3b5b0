import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  customTeamFollows,
  customTeamMembers,
  customTeams,
  users,
  type CustomTeamMemberRow,
} from "../../db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type MemberWithName = CustomTeamMemberRow & { username: string };
export type MemberPatch = Partial<
  Pick<CustomTeamMemberRow, "role" | "status" | "mutedUntil" | "actionReason">
>;

/** Thrown inside a transaction to roll it back: the team has no room for one more. */
export class TeamFull extends Error {}
/** Thrown inside a transaction to roll it back: the user is on the team already. */
export class AlreadyOnTeam extends Error {}

/**
 * Adds a member within `tx`: the insert must be new and the guarded increment must fit under
 * `maxMembers` (-1: no cap), or the caller's transaction rolls back. Joining also follows.
 */
export async function addMemberIn(tx: Tx, teamId: string, userId: string, maxMembers: number) {
  const inserted = await tx
    .insert(customTeamMembers)
    .values({ teamId, userId, role: "member" })
    .onConflictDoNothing()
    .returning({ userId: customTeamMembers.userId });
  if (inserted.length === 0) throw new AlreadyOnTeam();
  const counted = await tx
    .update(customTeams)
    .set({ memberCount: sql`${customTeams.memberCount} + 1` })
    .where(
      and(
        eq(customTeams.id, teamId),
        maxMembers === -1 ? undefined : sql`${customTeams.memberCount} < ${maxMembers}`,
      ),
    )
    .returning({ id: customTeams.id });
  if (counted.length === 0) throw new TeamFull();
  await followIn(tx, teamId, userId);
}

async function followIn(tx: Tx, teamId: string, userId: string): Promise<void> {
  const added = await tx
    .insert(customTeamFollows)
    .values({ teamId, userId })
    .onConflictDoNothing()
    .returning({ userId: customTeamFollows.userId });
  if (added.length > 0) await bumpFollowers(tx, teamId, 1);
}

/** The follower count after the follow is gone, or null when there was none. */
async function unfollowIn(tx: Tx, teamId: string, userId: string): Promise<number | null> {
  const gone = await tx
    .delete(customTeamFollows)
    .where(and(eq(customTeamFollows.teamId, teamId), eq(customTeamFollows.userId, userId)))
    .returning({ userId: customTeamFollows.userId });
  return gone.length > 0 ? bumpFollowers(tx, teamId, -1) : null;
}

async function bumpFollowers(tx: Tx, teamId: string, by: 1 | -1) {
  const [row] = await tx
    .update(customTeams)
    .set({ followerCount: sql`${customTeams.followerCount} + ${by}` })
    .where(eq(customTeams.id, teamId))
    .returning({ n: customTeams.followerCount });
  return row?.n ?? 0;
}

/** Memberships (with mute/block status) and follows of custom teams. */
export function createCustomTeamMembersRepository(db: Db) {
  return {
    async find(teamId: string, userId: string): Promise<CustomTeamMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(customTeamMembers)
        .where(and(eq(customTeamMembers.teamId, teamId), eq(customTeamMembers.userId, userId)));
      return row;
    },

    async list(teamId: string): Promise<MemberWithName[]> {
      const rows = await db
        .select({ member: customTeamMembers, username: users.username })
        .from(customTeamMembers)
        .innerJoin(users, eq(users.id, customTeamMembers.userId))
        .where(eq(customTeamMembers.teamId, teamId))
        .orderBy(asc(customTeamMembers.joinedAt), asc(users.username));
      return rows.map((r) => ({ ...r.member, username: r.username }));
    },

    /** Throws AlreadyOnTeam or TeamFull and changes nothing then. */
    async join(teamId: string, userId: string, maxMembers: number): Promise<void> {
      await db.transaction((tx) => addMemberIn(tx, teamId, userId, maxMembers));
    },

    async update(teamId: string, userId: string, patch: MemberPatch) {
      const [row] = await db
        .update(customTeamMembers)
        .set(patch)
        .where(and(eq(customTeamMembers.teamId, teamId), eq(customTeamMembers.userId, userId)))
        .returning();
      return row;
    },

    /** True when this call removed them. Their follow is the service's to keep or end. */
    async remove(teamId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(customTeamMembers)
          .where(and(eq(customTeamMembers.teamId, teamId), eq(customTeamMembers.userId, userId)))
          .returning({ userId: customTeamMembers.userId });
        if (gone.length === 0) return false;
        await tx
          .update(customTeams)
          .set({ memberCount: sql`${customTeams.memberCount} - 1` })
          .where(eq(customTeams.id, teamId));
        return true;
      });
    },

    async isFollowing(teamId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: customTeamFollows.userId })
        .from(customTeamFollows)
        .where(and(eq(customTeamFollows.teamId, teamId), eq(customTeamFollows.userId, userId)));
      return rows.length > 0;
    },

    /** Ends a follow if there is one (a fan who may no longer follow the team). */
    async unfollow(teamId: string, userId: string): Promise<void> {
      await db.transaction((tx) => unfollowIn(tx, teamId, userId));
    },

    /**
     * Ends the follows of fans who are not on the team (or are blocked from it): a team gone
     * private is followed by its members only, as `canFollowTeam` rules.
     */
    async unfollowOutsiders(teamId: string): Promise<void> {
      const follower = sql`${sql.identifier("custom_team_follows")}.${sql.identifier("user_id")}`;
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(customTeamFollows)
          .where(
            and(
              eq(customTeamFollows.teamId, teamId),
              sql`not exists (select 1 from ${customTeamMembers} on_team
                where on_team.team_id = ${teamId} and on_team.user_id = ${follower}
                  and on_team.status <> 'blocked')`,
            ),
          )
          .returning({ userId: customTeamFollows.userId });
        if (gone.length === 0) return;
        await tx
          .update(customTeams)
          .set({ followerCount: sql`greatest(${customTeams.followerCount} - ${gone.length}, 0)` })
          .where(eq(customTeams.id, teamId));
      });
    },

    /** Follows when not following, else unfollows; one transaction keeps the count exact. */
    async toggleFollow(teamId: string, userId: string) {
      return db.transaction(async (tx) => {
        const left = await unfollowIn(tx, teamId, userId);
        if (left !== null) return { following: false, followerCount: left };
        await followIn(tx, teamId, userId);
        const [team] = await tx
          .select({ n: customTeams.followerCount })
          .from(customTeams)
          .where(eq(customTeams.id, teamId));
        return { following: true, followerCount: team?.n ?? 0 };
      });
    },

    /** The viewer's membership and follow of each team, for presenting lists. */
    async standingsOf(userId: string, teamIds: string[]) {
      if (teamIds.length === 0)
        return { members: new Map<string, CustomTeamMemberRow>(), follows: new Set<string>() };
      const [members, follows] = await Promise.all([
        db
          .select()
          .from(customTeamMembers)
          .where(
            and(eq(customTeamMembers.userId, userId), inArray(customTeamMembers.teamId, teamIds)),
          ),
        db
          .select({ teamId: customTeamFollows.teamId })
          .from(customTeamFollows)
          .where(
            and(eq(customTeamFollows.userId, userId), inArray(customTeamFollows.teamId, teamIds)),
          ),
      ]);
      return {
        members: new Map(members.map((m) => [m.teamId, m])),
        follows: new Set(follows.map((f) => f.teamId)),
      };
    },
  };
}

export type CustomTeamMembersRepository = ReturnType<typeof createCustomTeamMembersRepository>;
