/**
 * Query keys of the custom-games feature. A team is cached under the custom-teams feature's own
 * key (same request, same shape), so a change made on either side refreshes both.
 */
export const customGameKeys = {
  all: () => ["custom-games"] as const,
  game: (id: string) => ["custom-games", "game", id] as const,
  teamGames: (teamId: string) => ["custom-games", "team", teamId] as const,
  managedTeams: () => ["custom-games", "managed-teams"] as const,
  opponentSearch: (query: string) => ["custom-games", "opponent-search", query] as const,
  teams: () => ["custom-teams"] as const,
  team: (id: string) => ["custom-teams", "team", id] as const,
};
