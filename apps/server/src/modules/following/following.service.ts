import { FOLLOW_MESSAGES, type FollowRecord } from "@huddle/contracts/following";
import { LEAGUES, leagueName, type LeagueId } from "@huddle/contracts/sports-leagues";
import type { Team } from "@huddle/contracts/sports";
import { badRequest, notFound } from "../../lib/http-error.ts";
import type { SportsQueries } from "../sports/sports.queries.ts";
import type { FollowingRepository, LeagueFollowRow } from "./following.repository.ts";

/** spec 000 §4 Following, §7 User: teams, leagues and conferences a fan follows. */
export function createFollowingService(repo: FollowingRepository, sports: SportsQueries) {
  async function present(row: LeagueFollowRow): Promise<FollowRecord> {
    const conferences = row.conference ? await sports.conferences(row.league) : [];
    return {
      id: row.id,
      followType: row.followType,
      league: row.league,
      leagueName: leagueName(row.league as LeagueId),
      conference: row.conference,
      conferenceName: conferences.find((c) => c.id === row.conference)?.name ?? null,
    };
  }

  async function followedLeagueConferences(userId: string) {
    const rows = await repo.leagueFollows(userId);
    return { followedLeagueConferences: await Promise.all(rows.map(present)) };
  }

  /** A league by id ('nfl') or name ('NFL', 'NCAA FB'). */
  function resolveLeague(value: string): LeagueId {
    const key = value.trim().toLowerCase();
    const league = LEAGUES.find((l) => l.id === key || l.name.toLowerCase() === key);
    if (!league) throw notFound(FOLLOW_MESSAGES.leagueNotFound);
    return league.id;
  }

  return {
    async teams(userId: string): Promise<{ teams: Team[] }> {
      const ids = await repo.teamIds(userId);
      const teams = await sports.teams({ ids });
      return { teams: ids.map((id) => teams.find((t) => t.id === id)).filter((t) => !!t) };
    },

    async followTeam(userId: string, teamId: string) {
      const team = await sports.team(teamId);
      if (!team) throw notFound(FOLLOW_MESSAGES.teamNotFound);
      await repo.followTeam(userId, team.id);
      return { success: true as const, team };
    },

    async unfollowTeam(userId: string, teamId: string) {
      if (!(await repo.unfollowTeam(userId, teamId)))
        throw notFound(FOLLOW_MESSAGES.followNotFound);
      return { success: true as const, message: "Team unfollowed." };
    },

    followedLeagueConferences,

    async followLeagueConference(
      userId: string,
      input: { followType: "league" | "conference"; league: string; conference?: string | null },
    ) {
      const league = resolveLeague(input.league);
      let conference: string | null = null;
      if (input.followType === "conference") {
        if (!input.conference) throw badRequest(FOLLOW_MESSAGES.conferenceRequired);
        const key = input.conference.trim().toLowerCase();
        const match = (await sports.conferences(league)).find(
          (c) => c.id === key || c.name.toLowerCase() === key,
        );
        if (!match) throw notFound(FOLLOW_MESSAGES.conferenceNotFound);
        conference = match.id;
      }
      const row = await repo.followLeague({
        userId,
        followType: input.followType,
        league,
        conference,
      });
      return { success: true as const, follow: await present(row) };
    },

    async unfollowLeagueConference(userId: string, id: string) {
      const follow = await repo.findLeagueFollow(userId, id);
      if (!follow) throw notFound(FOLLOW_MESSAGES.followNotFound);
      await repo.unfollowLeague(follow);
      return followedLeagueConferences(userId);
    },
  };
}

export type FollowingService = ReturnType<typeof createFollowingService>;
