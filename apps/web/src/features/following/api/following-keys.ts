/** Query keys of the following feature. */
export const followingKeys = {
  teams: () => ["following", "teams"] as const,
  leaguesConferences: () => ["following", "leagues-conferences"] as const,
  teamSearch: (q: string) => ["following", "team-search", q] as const,
};

/**
 * Every follow/unfollow mutation carries this key first; src/app/query-client.ts refreshes the
 * home navigation (which lists what the user follows) after any of them succeeds.
 */
export const FOLLOWING_MUTATION_SCOPE = "following";
