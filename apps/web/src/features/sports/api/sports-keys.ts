/**
 * Query keys of the sports feature. Every entry lives under `["sports", …]` so a score push can
 * walk all cached games at once (realtime/apply-score-update.ts).
 */
export type SportsQuery = Record<string, string>;

export const sportsKeys = {
  all: ["sports"] as const,
  roomButtons: (query: SportsQuery) => ["sports", "room-buttons", query] as const,
  homeButtons: () => sportsKeys.roomButtons({ homepage: "true" }),
  boxscore: (query: SportsQuery) => ["sports", "boxscore", query] as const,
  featured: () => sportsKeys.boxscore({ homepage: "true" }),
  leaguesConferences: () => ["sports", "leagues-conferences"] as const,
  teams: (league?: string) => ["sports", "teams", league ?? "all"] as const,
};

/** spec 000 §9: scores refresh every 5 minutes (pushes keep them current in between). */
export const SCORES_REFRESH_MS = 5 * 60_000;
