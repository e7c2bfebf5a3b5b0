import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { TeamSearch } from "@huddle/contracts/custom-team-search";
import type { Db } from "../../db/client.ts";
import { escapeLike } from "../../db/like.ts";
import {
  customGames,
  customTeamFollows,
  customTeamJoinRequests,
  customTeamMembers,
  customTeams,
  users,
  type CustomTeamRow,
  type NewCustomTeamRow,
} from "../../db/schema.ts";

export type TeamValues = Omit<
  NewCustomTeamRow,
  "id" | "ownerId" | "searchText" | "memberCount" | "followerCount" | "createdAt" | "updatedAt"
>;
export type TeamWithOwner = CustomTeamRow & { ownerUsername: string };

/** The text the trigram index covers: what a search for "text" should find. */
function searchTextOf(v: TeamValues): string {
  return [v.name, v.description, v.location, v.city, v.state, ...(v.tags ?? [])]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}

const withOwner = { team: customTeams, ownerUsername: users.username };
const flatten = (r: { team: CustomTeamRow; ownerUsername: string }): TeamWithOwner => ({
  ...r.team,
  ownerUsername: r.ownerUsername,
});

const SORTS: Record<TeamSearch["sortBy"], SQL[]> = {
  newest: [desc(customTeams.createdAt), desc(customTeams.id)],
  oldest: [asc(customTeams.createdAt), asc(customTeams.id)],
  name: [asc(sql`lower(${customTeams.name})`), asc(customTeams.id)],
  members: [desc(customTeams.memberCount), desc(customTeams.createdAt)],
  followers: [desc(customTeams.followerCount), desc(customTeams.createdAt)],
};

export class TeamLimitReached extends Error {}

/** Custom teams and their counts; memberships and follows are custom-team-members.repository. */
export function createCustomTeamsRepository(db: Db) {
  async function findById(id: string): Promise<TeamWithOwner | undefined> {
    const [row] = await db
      .select(withOwner)
      .from(customTeams)
      .innerJoin(users, eq(users.id, customTeams.ownerId))
      .where(eq(customTeams.id, id));
    return row && flatten(row);
  }

  return {
    findById,

    /**
     * Creates the team with its owner as the first member. The owner's row is locked so two
     * concurrent creates cannot both pass the tier limit; throws TeamLimitReached.
     */
    async create(ownerId: string, values: TeamValues, maxTeams: number): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
        const [owned] = await tx
          .select({ n: count() })
          .from(customTeams)
          .where(eq(customTeams.ownerId, ownerId));
        if (maxTeams !== -1 && (owned?.n ?? 0) >= maxTeams) throw new TeamLimitReached();
        const [team] = await tx
          .insert(customTeams)
          .values({ ...values, ownerId, searchText: searchTextOf(values), memberCount: 1 })
          .returning({ id: customTeams.id });
        await tx
          .insert(customTeamMembers)
          .values({ teamId: team!.id, userId: ownerId, role: "owner" });
        return team!.id;
      });
    },

    async update(id: string, values: TeamValues): Promise<void> {
      await db
        .update(customTeams)
        .set({ ...values, searchText: searchTextOf(values), updatedAt: new Date() })
        .where(eq(customTeams.id, id));
    },

    /** True when this call deleted it; games, members, requests and follows cascade. */
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(customTeams)
        .where(eq(customTeams.id, id))
        .returning({ id: customTeams.id });
      return rows.length > 0;
    },

    async countOwned(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customTeams)
        .where(eq(customTeams.ownerId, ownerId));
      return row?.n ?? 0;
    },

    async listOwned(ownerId: string): Promise<TeamWithOwner[]> {
      const rows = await db
        .select(withOwner)
        .from(customTeams)
        .innerJoin(users, eq(users.id, customTeams.ownerId))
        .where(eq(customTeams.ownerId, ownerId))
        .orderBy(desc(customTeams.createdAt));
      return rows.map(flatten);
    },

    async listFollowed(userId: string): Promise<TeamWithOwner[]> {
      const rows = await db
        .select(withOwner)
        .from(customTeamFollows)
        .innerJoin(customTeams, eq(customTeams.id, customTeamFollows.teamId))
        .innerJoin(users, eq(users.id, customTeams.ownerId))
        .where(eq(customTeamFollows.userId, userId))
        .orderBy(desc(customTeamFollows.createdAt));
      return rows.map(flatten);
    },

    /** One page of search results; private teams only when the viewer is on them. */
    async search(q: TeamSearch, viewerId: string) {
      const visible = sql`(${customTeams.isPublic} or exists (select 1 from ${customTeamMembers}
        where ${customTeamMembers.teamId} = ${customTeams.id}
        and ${customTeamMembers.userId} = ${viewerId}
        and ${customTeamMembers.status} <> 'blocked'))`;
      const like = (text: string) => `%${escapeLike(text.toLowerCase())}%`;
      const place = (text: string) =>
        sql`lower(${customTeams.location} || ' ' || ${customTeams.city} || ' ' || ${customTeams.state}) like ${like(text)} escape '\\'`;
      const where = and(
        visible,
        q.text ? sql`${customTeams.searchText} like ${like(q.text)} escape '\\'` : undefined,
        q.sport ? eq(customTeams.sport, q.sport) : undefined,
        q.ageRange ? eq(customTeams.ageRange, q.ageRange) : undefined,
        q.skillLevel ? eq(customTeams.skillLevel, q.skillLevel) : undefined,
        q.location ? place(q.location) : undefined,
        q.tags.length
          ? sql`${customTeams.tags} && array[${sql.join(
              q.tags.map((t) => sql`${t}`),
              sql`, `,
            )}]::text[]`
          : undefined,
        q.isPublic === undefined ? undefined : eq(customTeams.isPublic, q.isPublic),
        q.requiresApproval === undefined
          ? undefined
          : eq(customTeams.requiresApproval, q.requiresApproval),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(withOwner)
          .from(customTeams)
          .innerJoin(users, eq(users.id, customTeams.ownerId))
          .where(where)
          .orderBy(...SORTS[q.sortBy])
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(customTeams).where(where),
      ]);
      return { rows: rows.map(flatten), total: total?.n ?? 0 };
    },

    /** Games and pending requests per team, for presenting a list in one go. */
    async countsFor(teamIds: string[]) {
      const result = new Map<string, { games: number; requests: number }>();
      if (teamIds.length === 0) return result;
      for (const id of teamIds) result.set(id, { games: 0, requests: 0 });
      // A team's games are those it hosts and those naming it as the opponent, as its list
      // shows them to anyone: a private home team's game is left out (only members see it).
      const [hosted, visiting, requests] = await Promise.all([
        db
          .select({ id: customGames.teamId, n: count() })
          .from(customGames)
          .where(inArray(customGames.teamId, teamIds))
          .groupBy(customGames.teamId),
        db
          .select({ id: customGames.opponentTeamId, n: count() })
          .from(customGames)
          .innerJoin(customTeams, eq(customTeams.id, customGames.teamId))
          .where(
            and(
              inArray(customGames.opponentTeamId, teamIds),
              ne(customGames.opponentTeamId, customGames.teamId),
              eq(customTeams.isPublic, true),
            ),
          )
          .groupBy(customGames.opponentTeamId),
        db
          .select({ id: customTeamJoinRequests.teamId, n: count() })
          .from(customTeamJoinRequests)
          .where(
            and(
              inArray(customTeamJoinRequests.teamId, teamIds),
              eq(customTeamJoinRequests.status, "pending"),
            ),
          )
          .groupBy(customTeamJoinRequests.teamId),
      ]);
      for (const g of [...hosted, ...visiting]) {
        const counts = g.id === null ? undefined : result.get(g.id);
        if (counts) counts.games += g.n;
      }
      for (const r of requests) result.get(r.id)!.requests = r.n;
      return result;
    },
  };
}

export type CustomTeamsRepository = ReturnType<typeof createCustomTeamsRepository>;
