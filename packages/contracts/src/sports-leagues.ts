/** spec 000 §9 and issue 4: the seven leagues, by id, with their display names. */
export const LEAGUES = [
  { id: "nfl", name: "NFL" },
  { id: "nba", name: "NBA" },
  { id: "nhl", name: "NHL" },
  { id: "mlb", name: "MLB" },
  { id: "ncaafb", name: "NCAA FB" },
  { id: "ncaambb", name: "NCAA MBB" },
  { id: "mls", name: "MLS" },
] as const;

export type LeagueId = (typeof LEAGUES)[number]["id"];
export const LEAGUE_IDS = LEAGUES.map((l) => l.id) as readonly LeagueId[];

export function isLeagueId(value: string): value is LeagueId {
  return (LEAGUE_IDS as readonly string[]).includes(value);
}

export function leagueName(id: LeagueId): string {
  return LEAGUES.find((l) => l.id === id)!.name;
}
