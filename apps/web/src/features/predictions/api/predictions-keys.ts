import type { LeaderboardScope } from "@huddle/contracts/predictions";
import type { LeagueId } from "@huddle/contracts/sports-leagues";

export const predictionsKeys = {
  all: () => ["predictions"] as const,
  game: (gameId: string) => ["predictions", "game", gameId] as const,
  leaderboards: () => ["predictions", "leaderboard"] as const,
  leaderboard: (league: LeagueId, scope: LeaderboardScope) =>
    ["predictions", "leaderboard", league, scope] as const,
  summary: (username: string) => ["predictions", "summary", username] as const,
};
