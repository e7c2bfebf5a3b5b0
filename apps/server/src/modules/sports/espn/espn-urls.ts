import type { LeagueId } from "@huddle/contracts/sports-leagues";

/**
 * ESPN's public site API per league. College boards need `groups` (80 = all FBS, 50 = all
 * Division I men's basketball) or ESPN returns only ranked teams; `limit` lifts the page size.
 */
const BASE = "https://site.api.espn.com/apis/site/v2/sports";

const PATHS: Record<LeagueId, { path: string; query?: Record<string, string> }> = {
  nfl: { path: "football/nfl" },
  nba: { path: "basketball/nba" },
  nhl: { path: "hockey/nhl" },
  mlb: { path: "baseball/mlb" },
  ncaafb: { path: "football/college-football", query: { groups: "80", limit: "300" } },
  ncaambb: { path: "basketball/mens-college-basketball", query: { groups: "50", limit: "300" } },
  mls: { path: "soccer/usa.1" },
};

/** The scoreboard of a league; `date` (YYYY-MM-DD, US Eastern day) picks a day, else today. */
export function espnScoreboardUrl(league: LeagueId, date?: string): string {
  const { path, query = {} } = PATHS[league];
  const params = new URLSearchParams(query);
  if (date) params.set("dates", date.replaceAll("-", ""));
  const search = params.toString();
  return `${BASE}/${path}/scoreboard${search ? `?${search}` : ""}`;
}

export function espnSummaryUrl(league: LeagueId, eventId: string): string {
  return `${BASE}/${PATHS[league].path}/summary?event=${encodeURIComponent(eventId)}`;
}
