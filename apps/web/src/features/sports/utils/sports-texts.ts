/** The sports panels' texts (spec 000 §2 Home page, §8). */
export const SPORTS_TEXTS = {
  loadingScores: "Loading scores...",
  scoresFailed: "Failed to load scores",
  noGames: "No games available",
  loadingNavigation: "Loading navigation...",
  navigationFailed: "Failed to load navigation",
  noNavigation: "No navigation available",
  followLeagues: "Follow Leagues",
  home: "Home",
  retry: "Retry",
  gameNotFound: "Game not found.",
  gameFailed: "Failed to load game data. Please try again.",
} as const;
