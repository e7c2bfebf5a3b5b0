import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  customTeamJoinRequests,
  customTeamMembers,
  users,
  type JoinRequestRow,
} from "../../db/schema.ts";
import { addMemberIn, AlreadyOnTeam } from "./custom-team-members.repository.ts";

export interface RequestWithRequester extends JoinRequestRow {
  username: string;
  email: string;
  membershipTier: string;
  userCreatedAt: Date;
  lastActive: Date | null;
  teamsCount: number;
}

export interface Decision {
  action: "approve" | "deny";
  message: string;
  handledBy: string;
  maxMembers: number;
  now: Date;
}

const requester = {
  request: customTeamJoinRequests,
  username: users.username,
  email: users.email,
  membershipTier: users.membershipTier,
  userCreatedAt: users.createdAt,
  lastActive: users.lastActive,
  teamsCount: sql<number>`(select count(*)::int from ${customTeamMembers}
    where ${customTeamMembers.userId} = ${customTeamJoinRequests.userId})`,
};

/** Join requests (spec 001 §3, §4): one pending per user and team, handled exactly once. */
export function createJoinRequestsRepository(db: Db) {
  async function listWhere(where: ReturnType<typeof and>): Promise<RequestWithRequester[]> {
    const rows = await db
      .select(requester)
      .from(customTeamJoinRequests)
      .innerJoin(users, eq(users.id, customTeamJoinRequests.userId))
      .where(where)
      .orderBy(asc(customTeamJoinRequests.requestedAt));
    return rows.map(({ request, ...rest }) => ({ ...request, ...rest }));
  }

  return {
    listPending: (teamId: string) =>
      listWhere(
        and(
          eq(customTeamJoinRequests.teamId, teamId),
          eq(customTeamJoinRequests.status, "pending"),
        ),
      ),

    byIds: (ids: string[]) => listWhere(inArray(customTeamJoinRequests.id, ids)),

    /** When the team last declined this user's request, if it ever did. */
    async lastDeniedAt(teamId: string, userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ handledAt: customTeamJoinRequests.handledAt })
        .from(customTeamJoinRequests)
        .where(
          and(
            eq(customTeamJoinRequests.teamId, teamId),
            eq(customTeamJoinRequests.userId, userId),
            eq(customTeamJoinRequests.status, "denied"),
          ),
        )
        .orderBy(desc(customTeamJoinRequests.handledAt))
        .limit(1);
      return row?.handledAt ?? null;
    },

    /** The user's pending request, created if there is none (racing calls share one row). */
    async openPending(teamId: string, userId: string, message: string | null) {
      await db
        .insert(customTeamJoinRequests)
        .values({ teamId, userId, message })
        .onConflictDoNothing();
      const [row] = await listWhere(
        and(
          eq(customTeamJoinRequests.teamId, teamId),
          eq(customTeamJoinRequests.userId, userId),
          eq(customTeamJoinRequests.status, "pending"),
        ),
      );
      return row;
    },

    /**
     * Settles the user's pending request as approved by nobody: they joined on their own once
     * the team stopped asking for approval. Left pending, it stayed in the managers' queue.
     */
    async settleJoined(teamId: string, userId: string, now: Date): Promise<void> {
      await db
        .update(customTeamJoinRequests)
        .set({ status: "approved", handledAt: now })
        .where(
          and(
            eq(customTeamJoinRequests.teamId, teamId),
            eq(customTeamJoinRequests.userId, userId),
            eq(customTeamJoinRequests.status, "pending"),
          ),
        );
    },

    async pendingTeamIdsOf(userId: string, teamIds: string[]): Promise<Set<string>> {
      if (teamIds.length === 0) return new Set();
      const rows = await db
        .select({ teamId: customTeamJoinRequests.teamId })
        .from(customTeamJoinRequests)
        .where(
          and(
            eq(customTeamJoinRequests.userId, userId),
            eq(customTeamJoinRequests.status, "pending"),
            inArray(customTeamJoinRequests.teamId, teamIds),
          ),
        );
      return new Set(rows.map((r) => r.teamId));
    },

    async countPending(teamId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customTeamJoinRequests)
        .where(
          and(
            eq(customTeamJoinRequests.teamId, teamId),
            eq(customTeamJoinRequests.status, "pending"),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Moves a pending request of the team to approved or denied, and on approval adds the
     * requester, in one transaction: false when it was not pending (handled already, or not
     * this team's). Approval of a requester who joined meanwhile still succeeds; a full team
     * throws TeamFull and leaves the request pending.
     */
    async decide(teamId: string, requestId: string, d: Decision): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(customTeamJoinRequests)
          .set({
            status: d.action === "approve" ? "approved" : "denied",
            responseMessage: d.message,
            handledBy: d.handledBy,
            handledAt: d.now,
          })
          .where(
            and(
              eq(customTeamJoinRequests.id, requestId),
              eq(customTeamJoinRequests.teamId, teamId),
              eq(customTeamJoinRequests.status, "pending"),
            ),
          )
          .returning();
        if (!row) return false;
        if (d.action === "approve") {
          await addMemberIn(tx, teamId, row.userId, d.maxMembers).catch((error: unknown) => {
            if (error instanceof AlreadyOnTeam) return;
            throw error;
          });
        }
        return true;
      });
    },
  };
}

export type JoinRequestsRepository = ReturnType<typeof createJoinRequestsRepository>;
