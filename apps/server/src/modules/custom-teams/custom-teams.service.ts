import type { TeamSearch } from "@huddle/contracts/custom-team-search";
import {
  CUSTOM_TEAM_MESSAGES,
  CUSTOM_TEAM_TEXT_LABELS,
  teamIdFromShareCode,
  type CreateCustomTeamInput,
  type UpdateCustomTeamInput,
} from "@huddle/contracts/custom-teams";
import { teamLimitsFor } from "@huddle/contracts/rules/team-limits";
import { badRequest, forbidden, notFound } from "../../lib/http-error.ts";
import type { CustomTeamsDeps, TeamContext } from "./custom-teams.context.ts";
import { canDeleteTeam, canEditTeam, canFollowTeam, canSeeMembers } from "./custom-teams.policy.ts";
import { presentMember, presentPreview, presentTeam } from "./custom-teams.presenter.ts";
import {
  TeamLimitReached,
  type TeamValues,
  type TeamWithOwner,
} from "./custom-teams.repository.ts";
import { gameRoomSlug, teamRoomSlug } from "./team-rooms.service.ts";

const normalizeTags = (tags: string[]) => [...new Set(tags.map((t) => t.toLowerCase()))];

/** The editable columns of a team, from its row. */
function valuesOf(t: TeamWithOwner): TeamValues {
  const { name, description, location, city, state, sport, skillLevel, ageRange } = t;
  const { isPublic, requiresApproval, allowJoinRequests, tags } = t;
  return {
    name,
    description,
    location,
    city,
    state,
    sport,
    skillLevel,
    ageRange,
    isPublic,
    requiresApproval,
    allowJoinRequests,
    tags,
  };
}

/**
 * The team's texts everyone reads (lists, search, room names) as the content filter sees them;
 * `before` leaves out what an edit did not change, so an old name never blocks another edit.
 */
function textsToScreen(after: TeamValues, before?: TeamValues) {
  const changed = <F extends keyof TeamValues>(field: F) =>
    !before || JSON.stringify(after[field]) !== JSON.stringify(before[field]);
  const { name, description, location, city, state, tags } = after;
  return {
    ...(changed("name") ? { name } : {}),
    ...(changed("description") ? { description } : {}),
    ...(changed("location") ? { location } : {}),
    ...(changed("city") ? { city } : {}),
    ...(changed("state") ? { state } : {}),
    ...(changed("tags") ? { tags: (tags ?? []).join(", ") } : {}),
  };
}

/** Teams: create, find, read, edit, delete, share and follow (spec 001 §2-§7). */
export function createCustomTeamsService(deps: CustomTeamsDeps, ctx: TeamContext) {
  const { teams, members, requests, users, clock } = deps;

  async function details(teamId: string, viewerId: string) {
    const team = await ctx.load(teamId);
    const [standing, isFollowing, pending, counts] = await Promise.all([
      ctx.standing(teamId, viewerId),
      members.isFollowing(teamId, viewerId),
      requests.pendingTeamIdsOf(viewerId, [teamId]),
      ctx.countsFor([teamId]),
    ]);
    const now = clock.now();
    const list = canSeeMembers(standing, team)
      ? (await members.list(teamId)).map((m) => presentMember(m, now, standing))
      : undefined;
    return presentTeam(team, {
      standing,
      isFollowing,
      hasPendingRequest: pending.has(teamId),
      counts: counts.get(teamId)!,
      ...(list ? { members: list } : {}),
    });
  }

  /**
   * Follows or unfollows (rules/team-abilities.ts `canFollowTeam`); a blocked fan is told so.
   */
  async function toggleFollowOf(team: TeamWithOwner, viewerId: string) {
    if (!(await members.isFollowing(team.id, viewerId))) {
      const standing = await ctx.standing(team.id, viewerId);
      if (standing.status === "blocked") throw forbidden(CUSTOM_TEAM_MESSAGES.blocked);
      if (!canFollowTeam(standing, team)) throw forbidden(CUSTOM_TEAM_MESSAGES.privateTeam);
    }
    return members.toggleFollow(team.id, viewerId);
  }

  function teamIdOf(code: string): string {
    const id = teamIdFromShareCode(code);
    if (!id) throw badRequest(CUSTOM_TEAM_MESSAGES.invalidShareCode);
    return id;
  }

  return {
    details,

    async search(viewerId: string, q: TeamSearch) {
      const { rows, total } = await teams.search(q, viewerId);
      return {
        teams: await ctx.presentMany(viewerId, rows),
        page: q.page,
        limit: q.limit,
        total,
        totalPages: Math.ceil(total / q.limit),
      };
    },

    mine: async (viewerId: string) => ({
      teams: await ctx.presentMany(viewerId, await teams.listOwned(viewerId)),
    }),

    followed: async (viewerId: string) => ({
      teams: await ctx.presentMany(viewerId, await teams.listFollowed(viewerId)),
    }),

    async limits(viewerId: string) {
      const user = await users.findById(viewerId);
      const limits = teamLimitsFor(user?.membershipTier);
      return { ...limits, currentTeams: await teams.countOwned(viewerId) };
    },

    async create(viewerId: string, input: CreateCustomTeamInput) {
      const user = await users.findById(viewerId);
      const { maxTeams } = teamLimitsFor(user?.membershipTier);
      if (maxTeams === 0) throw forbidden(CUSTOM_TEAM_MESSAGES.cannotCreate);
      const values: TeamValues = {
        name: input.name,
        description: input.description ?? "",
        location: input.location ?? "",
        city: input.city ?? "",
        state: input.state ?? "",
        sport: input.sport,
        skillLevel: input.skillLevel ?? null,
        ageRange: input.ageRange ?? null,
        isPublic: input.isPublic ?? true,
        requiresApproval: input.requiresApproval ?? false,
        allowJoinRequests: input.allowJoinRequests ?? true,
        tags: normalizeTags(input.tags ?? []),
      };
      await deps.screenTexts(CUSTOM_TEAM_TEXT_LABELS, textsToScreen(values));
      try {
        return await details(await teams.create(viewerId, values, maxTeams), viewerId);
      } catch (error) {
        if (error instanceof TeamLimitReached) {
          throw forbidden(CUSTOM_TEAM_MESSAGES.teamLimitReached(maxTeams));
        }
        throw error;
      }
    },

    async update(viewerId: string, teamId: string, input: UpdateCustomTeamInput) {
      const { team } = await ctx.authorize(
        teamId,
        viewerId,
        canEditTeam,
        CUSTOM_TEAM_MESSAGES.editForbidden,
      );
      const before = valuesOf(team);
      const after: TeamValues = { ...before };
      for (const [key, value] of Object.entries(input) as [keyof TeamValues, never][]) {
        if (value !== undefined) after[key] = value; // null clears skillLevel / ageRange
      }
      if (input.tags) after.tags = normalizeTags(input.tags);
      if (JSON.stringify(after) === JSON.stringify(before)) {
        throw badRequest(CUSTOM_TEAM_MESSAGES.noChanges);
      }
      await deps.screenTexts(CUSTOM_TEAM_TEXT_LABELS, textsToScreen(after, before));
      await teams.update(teamId, after);
      if (before.isPublic && !after.isPublic) await deps.members.unfollowOutsiders(teamId);
      if (after.isPublic !== before.isPublic)
        await deps.roomAccessChanged({ kind: "team", teamId });
      return details(teamId, viewerId);
    },

    /**
     * Owner only; a second delete finds nothing (404). The messages of the team's room and of
     * its home games' rooms go after the rows (games cascade): a failure in between leaves
     * messages of rooms that no longer open, never a team without its history.
     */
    async remove(viewerId: string, teamId: string) {
      await ctx.authorize(teamId, viewerId, canDeleteTeam, CUSTOM_TEAM_MESSAGES.deleteForbidden);
      const homeGames = (await deps.games.listForTeam(teamId)).filter((g) => g.teamId === teamId);
      if (!(await teams.remove(teamId))) throw notFound(CUSTOM_TEAM_MESSAGES.teamNotFound);
      await deps.roomAccessChanged({ kind: "team", teamId });
      await deps.chatRooms.deleteRooms([
        teamRoomSlug(teamId),
        ...homeGames.map((g) => gameRoomSlug(g.id)),
      ]);
      return { success: true as const };
    },

    /** spec 001 §2 join page: a preview signed out, the full team signed in. */
    async shared(viewerId: string | null, code: string) {
      const teamId = teamIdOf(code);
      const team = await teams.findById(teamId);
      if (!team) throw notFound(CUSTOM_TEAM_MESSAGES.shareNotFound);
      return { team: viewerId ? await details(teamId, viewerId) : presentPreview(team) };
    },

    async toggleFollow(viewerId: string, teamId: string) {
      return toggleFollowOf(await ctx.load(teamId), viewerId);
    },

    async toggleFollowByCode(viewerId: string, code: string) {
      const team = await teams.findById(teamIdOf(code));
      if (!team) throw notFound(CUSTOM_TEAM_MESSAGES.shareNotFound);
      return toggleFollowOf(team, viewerId);
    },
  };
}

export type CustomTeamsService = ReturnType<typeof createCustomTeamsService>;
