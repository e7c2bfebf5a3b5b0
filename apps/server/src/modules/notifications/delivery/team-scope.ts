import type { ContentFilters } from "@huddle/contracts/notifications";

/**
 * What a rule's team_filters (spec 000 §3 Notification rule) mean for pro games. Custom teams
 * are not built yet, so a custom-teams-only rule covers no pro game at all; followed_teams_only
 * off widens the rule from the teams a fan follows to every team in the leagues and
 * conferences they follow too.
 */
export type TeamFilters = ContentFilters["team_filters"];

/** How a fan is connected to a game: through a followed team, or only a league/conference. */
export type FollowSource = "team" | "league";

/** The pro games a rule may talk about: team ids, plus leagues followed as a whole. */
export interface TeamScope {
  teamIds: string[];
  leagues: string[];
}

export const EMPTY_SCOPE: TeamScope = { teamIds: [], leagues: [] };

export function coversProGames(filters: TeamFilters): boolean {
  return !filters.custom_teams_only;
}

export function includesLeagueFollows(filters: TeamFilters): boolean {
  return coversProGames(filters) && !filters.followed_teams_only;
}

/** Whether a rule with these filters applies to a game the fan reaches through `source`. */
export function ruleCoversGame(filters: TeamFilters, source: FollowSource): boolean {
  if (!coversProGames(filters)) return false;
  return source === "team" || includesLeagueFollows(filters);
}

/** Whether the rule names custom teams (which Huddle cannot deliver yet). */
export function wantsCustomTeams(filters: TeamFilters): boolean {
  return filters.custom_teams_only || filters.specific_custom_teams.length > 0;
}
