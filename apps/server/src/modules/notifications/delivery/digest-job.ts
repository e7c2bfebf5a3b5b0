import type { FastifyBaseLogger } from "fastify";
import type { NotificationRuleRow } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { Mailer } from "../../../lib/mail/mailer.ts";
import type { FollowingQueries } from "../../following/following.queries.ts";
import type { NotificationPreferencesRepository } from "../notification-preferences.repository.ts";
import type { DeliveryAudienceReadModel, Recipient } from "./delivery-audience.read-model.ts";
import type { DeliveryLogRepository } from "./delivery-log.repository.ts";
import { hasNews, renderDigestEmail, type DigestContent } from "./digest-email.ts";
import { dueOccurrence, type DigestOccurrence } from "./digest-schedule.ts";
import {
  EMPTY_SCOPE,
  coversProGames,
  includesLeagueFollows,
  wantsCustomTeams,
  type TeamFilters,
  type TeamScope,
} from "./team-scope.ts";

const GAMES_PER_SECTION = 20;
const MESSAGES_PER_DIGEST = 20;

export interface DigestJobDeps {
  audience: DeliveryAudienceReadModel;
  log: DeliveryLogRepository;
  following: Pick<FollowingQueries, "teamIds">;
  preferences: Pick<NotificationPreferencesRepository, "get">;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** Whether the recipient may read a room: a private custom team's stays with its members. */
  mayRead(userId: string, roomSlug: string): Promise<boolean>;
}

/**
 * Email digests: every active email_digest rule whose scheduled local time has passed in its
 * period gets one email for that period (claimed in the delivery log before sending).
 */
export function createDigestJob(deps: DigestJobDeps) {
  /** The pro teams and leagues a rule's scores cover (see team-scope.ts). */
  async function scopeOf(filters: TeamFilters, userId: string): Promise<TeamScope> {
    if (!coversProGames(filters)) return EMPTY_SCOPE;
    const teamIds = await deps.following.teamIds(userId);
    if (!includesLeagueFollows(filters)) return { teamIds, leagues: [] };
    const leagues = await deps.audience.leagueScope(userId);
    return { teamIds: [...new Set([...teamIds, ...leagues.teamIds])], leagues: leagues.leagues };
  }

  async function scopeGames(scope: TeamScope, now: Date, spanMs: number) {
    const limit = GAMES_PER_SECTION;
    const [finals, upcoming] = await Promise.all([
      deps.audience.gamesIn(scope, {
        state: "post",
        from: new Date(now.getTime() - spanMs),
        to: now,
        limit,
        order: "desc",
      }),
      deps.audience.gamesIn(scope, {
        state: "pre",
        from: now,
        to: new Date(now.getTime() + spanMs),
        limit,
        order: "asc",
      }),
    ]);
    return { finals: finals.reverse(), upcoming };
  }

  async function followedMessages(rule: NotificationRuleRow, userId: string, spanMs: number) {
    const chosen = rule.contentFilters.message_filters.from_users;
    const authors = chosen.length ? chosen : await deps.audience.followeeIds(userId);
    const blocked = await deps.audience.blockedEitherWay(userId);
    const now = deps.clock.now();
    const found = await deps.audience.messagesBy(
      authors.filter((id) => id !== userId && !blocked.has(id)),
      { from: new Date(now.getTime() - spanMs), to: now },
      MESSAGES_PER_DIGEST,
    );
    const readable = await Promise.all(found.map((m) => deps.mayRead(userId, m.roomSlug)));
    return found.filter((_, i) => readable[i]);
  }

  async function contentOf(
    rule: NotificationRuleRow,
    user: Recipient,
    occurrence: DigestOccurrence,
  ): Promise<DigestContent> {
    const filters = rule.contentFilters;
    const teams = filters.team_filters;
    const now = deps.clock.now();
    const withScores = filters.include_team_scores && coversProGames(teams);
    return {
      to: user.email,
      username: user.username,
      ruleName: rule.ruleName,
      date: occurrence.date,
      timeZone: rule.scheduleData.timezone,
      publicUrl: deps.publicUrl,
      scores: withScores
        ? await scopeGames(await scopeOf(teams, user.id), now, occurrence.coversMs)
        : null,
      scoresFrom: includesLeagueFollows(teams) ? "teams_and_leagues" : "teams",
      messages: filters.include_messages
        ? await followedMessages(rule, user.id, occurrence.coversMs)
        : null,
      customTeams: wantsCustomTeams(teams)
        ? { only: teams.custom_teams_only, names: teams.specific_custom_teams }
        : null,
    };
  }

  /** Sends one rule's digest if it is due; true when an email went out. */
  async function deliver(rule: NotificationRuleRow, user: Recipient): Promise<boolean> {
    const occurrence = dueOccurrence(rule, deps.clock.now());
    if (!occurrence || !rule.deliveryChannels.includes("email")) return false;
    const preferences = await deps.preferences.get(user.id);
    if (!preferences.notificationsEnabled || !preferences.emailEnabled) return false;
    const entry = { userId: user.id, kind: "email_digest", key: `${rule.id}:${occurrence.date}` };
    if (!(await deps.log.claim(entry, deps.clock.now()))) return false;
    const content = await contentOf(rule, user, occurrence);
    if (!hasNews(content)) return false;
    try {
      await deps.mailer.send(renderDigestEmail(content));
      return true;
    } catch (err) {
      // Unclaim so the next tick retries while the period lasts.
      await deps.log.release(entry);
      deps.logger.error({ err, ruleId: rule.id }, "digest email failed");
      return false;
    }
  }

  /** One pass over every active digest rule; answers how many emails were sent. */
  return async function runDigests(): Promise<number> {
    let sent = 0;
    for (const { rule, user } of await deps.audience.activeDigestRules()) {
      if (await deliver(rule, user)) sent++;
    }
    return sent;
  };
}
