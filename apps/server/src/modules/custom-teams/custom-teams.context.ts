import type { TextBlocker } from "../moderation/moderation-filter.ts";
import { CUSTOM_TEAM_MESSAGES } from "@huddle/contracts/custom-teams";
import { teamLimitsFor } from "@huddle/contracts/rules/team-limits";
import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import type { Clock } from "../../lib/clock.ts";
import { forbidden, notFound } from "../../lib/http-error.ts";
import type { ChatRoomsService } from "../chat/chat-rooms.service.ts";
import type { PublicTextScreen } from "../chat/public-text-screen.ts";
import type { UsersService } from "../users/users.service.ts";
import type { CustomGamesRepository } from "./custom-games.repository.ts";
import type { CustomTeamMembersRepository } from "./custom-team-members.repository.ts";
import type { CustomTeamsRepository, TeamWithOwner } from "./custom-teams.repository.ts";
import { presentTeam, standingOf } from "./custom-teams.presenter.ts";
import type { Standing } from "./custom-teams.policy.ts";
import type { JoinRequestsRepository } from "./join-requests.repository.ts";
import type { TeamWordsRepository } from "./team-words.repository.ts";
import { teamRoomSlug, type RoomAccessChange } from "./team-rooms.service.ts";

export interface CustomTeamsDeps {
  teams: CustomTeamsRepository;
  members: CustomTeamMembersRepository;
  requests: JoinRequestsRepository;
  words: TeamWordsRepository;
  games: CustomGamesRepository;
  users: UsersService;
  clock: Clock;
  /** Chat's side of whole rooms: message counts, and removing a room's messages. */
  chatRooms: Pick<ChatRoomsService, "messageCounts" | "deleteRooms">;
  /** Called once a change to who may read or post in a team's rooms is written. */
  roomAccessChanged(change: RoomAccessChange): Promise<void>;
  /** Where decided join requests are announced (notifications tell the requester). */
  events: DomainEventPublisher;
  /** Team, game, join-request and replacement texts others read: refused if the filter blocks. */
  screenTexts: PublicTextScreen;
  /** The filter as configured now, for messages a team's words rewrite (team-rooms.service). */
  textBlocker: () => Promise<TextBlocker>;
}

/** What every custom-team service needs: the team, the caller's standing, lists presented. */
export function createTeamContext(deps: CustomTeamsDeps) {
  const { teams, members, requests, clock } = deps;

  async function load(teamId: string): Promise<TeamWithOwner> {
    const team = await teams.findById(teamId);
    if (!team) throw notFound(CUSTOM_TEAM_MESSAGES.teamNotFound);
    return team;
  }

  async function standing(teamId: string, userId: string): Promise<Standing> {
    return standingOf(userId, await members.find(teamId, userId), clock.now());
  }

  /** Loads the team and the caller's standing; 403 with `message` unless `allowed`. */
  async function authorize(
    teamId: string,
    userId: string,
    allowed: (s: Standing) => boolean,
    message: string,
  ) {
    const team = await load(teamId);
    const s = await standing(teamId, userId);
    if (!allowed(s)) {
      // A delete that landed between the two reads took the caller's membership with the team:
      // what they meet is a team that is gone (404), not a refusal (a second "Delete" click).
      if (!(await teams.findById(teamId))) throw notFound(CUSTOM_TEAM_MESSAGES.teamNotFound);
      throw forbidden(s.status === "blocked" ? CUSTOM_TEAM_MESSAGES.blocked : message);
    }
    return { team, standing: s };
  }

  /** The team owner's tier limits decide how many people fit (spec 001 §9). */
  async function maxMembersOf(team: TeamWithOwner): Promise<number> {
    const owner = await deps.users.findById(team.ownerId);
    return teamLimitsFor(owner?.membershipTier).maxMembers;
  }

  /** Games, messages (asked of chat) and pending requests per team. */
  async function countsFor(teamIds: string[]) {
    const [counts, posted] = await Promise.all([
      teams.countsFor(teamIds),
      deps.chatRooms.messageCounts(teamIds.map(teamRoomSlug)),
    ]);
    const result = new Map<string, { games: number; messages: number; requests: number }>();
    for (const [id, c] of counts) {
      result.set(id, { ...c, messages: posted.get(teamRoomSlug(id)) ?? 0 });
    }
    return result;
  }

  /** Presents a list with the caller's standing in each team, in a fixed number of queries. */
  async function presentMany(viewerId: string, rows: TeamWithOwner[]) {
    const ids = rows.map((t) => t.id);
    const [mine, pending, counts] = await Promise.all([
      members.standingsOf(viewerId, ids),
      requests.pendingTeamIdsOf(viewerId, ids),
      countsFor(ids),
    ]);
    const now = clock.now();
    return rows.map((team) =>
      presentTeam(team, {
        standing: standingOf(viewerId, mine.members.get(team.id), now),
        isFollowing: mine.follows.has(team.id),
        hasPendingRequest: pending.has(team.id),
        counts: counts.get(team.id)!,
      }),
    );
  }

  return { load, standing, authorize, maxMembersOf, countsFor, presentMany };
}

export type TeamContext = ReturnType<typeof createTeamContext>;
