import type { Team } from "@huddle/contracts/sports";

const nameOf = (team: Team) => team.teamName || team.name;

/**
 * spec 000 §5 Search: teams whose name contains the text (case-insensitive), minus the teams
 * already followed.
 */
export function teamMatches(teams: readonly Team[], text: string, followed: readonly Team[]) {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const followedIds = new Set(followed.map((t) => t.id));
  return teams.filter(
    (team) =>
      !followedIds.has(team.id) &&
      [nameOf(team), team.name, team.shortName].some((n) => n?.toLowerCase().includes(needle)),
  );
}
