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

/**
 * ESPN team ids repeat across leagues (11 is the Colts, the Pacers, the Devils and the
 * Athletics), so a Huddle team id puts the league's number in front of the ESPN id, zero-padded
 * to 7 digits: NFL Colts '10000011', NBA Pacers '20000011'. It stays all digits, so a teamroom's
 * "trailing digits" rule (spec 000 §2) still yields it (docs/decisions.md).
 */
const LEAGUE_NUMBER: Record<LeagueId, number> = {
  nfl: 1,
  nba: 2,
  nhl: 3,
  mlb: 4,
  ncaafb: 5,
  ncaambb: 6,
  mls: 7,
};
const ESPN_ID_DIGITS = 7;

export function huddleTeamId(league: LeagueId, espnId: string): string {
  return `${LEAGUE_NUMBER[league]}${espnId.padStart(ESPN_ID_DIGITS, "0")}`;
}

/** The league and ESPN id of a Huddle team id, or null when it is not one. */
export function parseHuddleTeamId(teamId: string): { league: LeagueId; espnId: string } | null {
  const match = /^(\d)(\d{7})$/.exec(teamId);
  if (!match) return null;
  const league = (Object.keys(LEAGUE_NUMBER) as LeagueId[]).find(
    (id) => LEAGUE_NUMBER[id] === Number(match[1]),
  );
  return league ? { league, espnId: String(Number(match[2])) } : null;
}
