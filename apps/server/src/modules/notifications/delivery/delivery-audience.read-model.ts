import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  notExists,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Game } from "@huddle/contracts/sports";
import type { Db } from "../../../db/client.ts";
import {
  games,
  leagueFollows,
  messages,
  notificationRules,
  sportsTeams,
  teamFollows,
  userBlocks,
  userFollows,
  users,
  type NotificationRuleRow,
} from "../../../db/schema.ts";

export interface Recipient {
  id: string;
  username: string;
  email: string;
}

export interface DigestMessage {
  id: string;
  roomSlug: string;
  text: string;
  createdAt: Date;
  authorId: string;
  username: string;
}

export interface ScopedGamesFilter {
  state: Game["state"];
  from: Date;
  to: Date;
  limit: number;
  /** "desc" takes the latest games first (the limit keeps the most recent). */
  order: "asc" | "desc";
}

const recipientColumns = { id: users.id, username: users.username, email: users.email };

/**
 * Read model (issue 10 §1): who the delivery jobs notify and what they tell them. The one place
 * that queries across slices, read-only, so audiences are one join instead of N service calls.
 * Tables read, by owning slice: users (`users`), social (`user_follows`, `user_blocks`),
 * following (`team_follows`, `league_follows`), sports (`sports_teams`, `games`), chat
 * (`messages`), notifications (`notification_rules`). It never writes; see docs/architecture.md.
 */
export function createDeliveryAudienceReadModel(db: Db) {
  /** No block between the two users, in either direction. */
  const unblocked = (a: AnyPgColumn, b: AnyPgColumn) =>
    notExists(
      db
        .select({ one: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
            and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
          ),
        ),
    );

  const followersToNotifyQuery = db
    .select(recipientColumns)
    .from(userFollows)
    .innerJoin(users, eq(users.id, userFollows.followerId))
    .where(
      and(
        eq(userFollows.followeeId, sql.placeholder("authorId")),
        eq(users.banned, false),
        eq(users.messageNotifications, true),
        unblocked(users.id, userFollows.followeeId),
      ),
    )
    .prepare("followers_to_notify");

  return {
    /**
     * Active email digest rules of users who are not banned and whose address is verified: we
     * never mail an address its owner has not proven (docs/decisions.md).
     */
    async activeDigestRules(): Promise<{ rule: NotificationRuleRow; user: Recipient }[]> {
      return db
        .select({ rule: notificationRules, user: recipientColumns })
        .from(notificationRules)
        .innerJoin(users, eq(users.id, notificationRules.userId))
        .where(
          and(
            eq(notificationRules.ruleType, "email_digest"),
            eq(notificationRules.isActive, true),
            eq(users.banned, false),
            eq(users.emailVerified, true),
          ),
        );
    },

    /** Active push rules of these users (their advance-notice minutes). */
    async activePushRules(userIds: string[]): Promise<NotificationRuleRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(notificationRules)
        .where(
          and(
            inArray(notificationRules.userId, userIds),
            eq(notificationRules.ruleType, "push_notification"),
            eq(notificationRules.isActive, true),
          ),
        );
    },

    /** (user, team) pairs of fans following any of these teams, banned users left out. */
    async fansOf(teamIds: string[]): Promise<{ userId: string; teamId: string }[]> {
      if (teamIds.length === 0) return [];
      return db
        .select({ userId: teamFollows.userId, teamId: teamFollows.teamId })
        .from(teamFollows)
        .innerJoin(users, eq(users.id, teamFollows.userId))
        .where(and(inArray(teamFollows.teamId, teamIds), eq(users.banned, false)));
    },

    /**
     * (user, team) pairs of fans who follow one of these teams' league as a whole or its
     * conference, banned users left out.
     */
    async leagueFansOf(teamIds: string[]): Promise<{ userId: string; teamId: string }[]> {
      if (teamIds.length === 0) return [];
      return db
        .select({ userId: leagueFollows.userId, teamId: sportsTeams.id })
        .from(leagueFollows)
        .innerJoin(
          sportsTeams,
          and(
            eq(sportsTeams.league, leagueFollows.league),
            or(
              eq(leagueFollows.followType, "league"),
              eq(sportsTeams.conferenceId, leagueFollows.conference),
            ),
          ),
        )
        .innerJoin(users, eq(users.id, leagueFollows.userId))
        .where(and(inArray(sportsTeams.id, teamIds), eq(users.banned, false)));
    },

    /** The leagues a user follows whole, and the teams of the conferences they follow. */
    async leagueScope(userId: string): Promise<{ leagues: string[]; teamIds: string[] }> {
      const follows = await db.select().from(leagueFollows).where(eq(leagueFollows.userId, userId));
      const leagues = follows.filter((f) => f.followType === "league").map((f) => f.league);
      const conferences = follows.filter((f) => f.followType === "conference" && f.conference);
      if (conferences.length === 0) return { leagues, teamIds: [] };
      const teams = await db
        .select({ id: sportsTeams.id })
        .from(sportsTeams)
        .where(
          or(
            ...conferences.map((f) =>
              and(
                eq(sportsTeams.league, f.league),
                eq(sportsTeams.conferenceId, f.conference ?? ""),
              ),
            ),
          ),
        );
      return { leagues, teamIds: teams.map((t) => t.id) };
    },

    /** Games involving any of `scope.teamIds` or played in any of `scope.leagues`. */
    async gamesIn(
      scope: { teamIds: string[]; leagues: string[] },
      filter: ScopedGamesFilter,
    ): Promise<Game[]> {
      const covered: SQL[] = [];
      if (scope.teamIds.length) {
        covered.push(
          inArray(games.homeTeamId, scope.teamIds),
          inArray(games.awayTeamId, scope.teamIds),
        );
      }
      if (scope.leagues.length) covered.push(inArray(games.league, scope.leagues));
      if (covered.length === 0) return [];
      const rows = await db
        .select({ data: games.data })
        .from(games)
        .where(
          and(
            or(...covered),
            eq(games.state, filter.state),
            gte(games.startTime, filter.from),
            lt(games.startTime, filter.to),
          ),
        )
        .orderBy(filter.order === "desc" ? desc(games.startTime) : asc(games.startTime))
        .limit(filter.limit);
      return rows.map((r) => r.data);
    },

    /**
     * Followers of `authorId` who want message notifications and have no block with them. Runs
     * on every chat message (followed-user pushes), hence prepared once.
     */
    async followersToNotify(authorId: string): Promise<Recipient[]> {
      return followersToNotifyQuery.execute({ authorId });
    },

    async followeeIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: userFollows.followeeId })
        .from(userFollows)
        .where(eq(userFollows.followerId, userId));
      return rows.map((r) => r.id);
    },

    /** Users with a block against or from `userId`. */
    async blockedEitherWay(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ blocker: userBlocks.blockerId, blocked: userBlocks.blockedId })
        .from(userBlocks)
        .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
      return new Set(rows.map((r) => (r.blocker === userId ? r.blocked : r.blocker)));
    },

    /** Visible, undeleted messages of these authors in [from, to), newest first. */
    async messagesBy(
      authorIds: string[],
      range: { from: Date; to: Date },
      limit: number,
    ): Promise<DigestMessage[]> {
      if (authorIds.length === 0) return [];
      const rows = await db
        .select({
          id: messages.id,
          roomSlug: messages.roomSlug,
          text: messages.text,
          createdAt: messages.createdAt,
          authorId: users.id,
          username: users.username,
        })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.userId))
        .where(
          and(
            inArray(messages.userId, authorIds),
            eq(messages.type, "normal"),
            eq(messages.moderationStatus, "visible"),
            isNull(messages.deletedAt),
            gte(messages.createdAt, range.from),
            lt(messages.createdAt, range.to),
          ),
        )
        .orderBy(desc(messages.createdAt))
        .limit(limit);
      return rows;
    },
  };
}

export type DeliveryAudienceReadModel = ReturnType<typeof createDeliveryAudienceReadModel>;
