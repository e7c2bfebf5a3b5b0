import type { Conference } from "@huddle/contracts/sports";
import {
  readDivisions,
  readEspnTeams,
  readStandingsConferences,
  type CapturedDivision,
  type EspnTeam,
  type StandingsConference,
} from "./read-team-captures.ts";
import {
  buildLeague,
  buildTeam,
  expectCount,
  slugify,
  sortTeams,
  type LeagueSeed,
  type SeedTeam,
} from "./seed-builders.ts";
import { teamColorPair } from "../team-colors.ts";

/**
 * NFL, NBA, NHL and MLB: teams and colors from the ESPN `/teams` captures (2025-05), conferences
 * from the standings captures (NFL 2025-05, NBA/NHL 2025-26), divisions from teams-by-division
 * (pre-2024-25, so Utah replaces Arizona in the NHL Central). Names, short names and
 * abbreviations prefer the newer standings capture (Utah Hockey Club → Utah Mammoth, UTA).
 */

const ARIZONA_COYOTES = "24";
const UTAH_MAMMOTH = "129764";

interface DivisionPlan {
  id: string;
  name: string;
  conferenceId: string;
  /** conferenceDivision for its teams. */
  display: string;
  teamIds: string[];
}

function assemble(
  league: "nfl" | "nba" | "nhl" | "mlb",
  conferences: Conference[],
  divisions: DivisionPlan[],
  standingsTeams: Map<string, Partial<EspnTeam>>,
): LeagueSeed {
  const captured = new Map(readEspnTeams(`${league}-teams.json`).map((t) => [t.id, t]));
  const teams: SeedTeam[] = divisions.flatMap((division) =>
    division.teamIds.map((id) => {
      const base = captured.get(id);
      if (!base) throw new Error(`${league}: team ${id} of ${division.name} is not in the capture`);
      const newer = standingsTeams.get(id) ?? {};
      return buildTeam(league, {
        id,
        name: newer.displayName ?? base.displayName,
        shortName: newer.shortDisplayName ?? base.shortDisplayName,
        abbreviation: newer.abbreviation ?? base.abbreviation,
        colors: teamColorPair([base.color], [base.alternateColor]),
        conferenceId: division.conferenceId,
        divisionId: division.id,
        conferenceDivision: division.display,
      });
    }),
  );
  expectCount(`${league} teams`, new Set(teams.map((t) => t.id)).size, captured.size);
  const withDivisions = conferences.map((conference) => ({
    ...conference,
    divisions: divisions
      .filter((d) => d.conferenceId === conference.id)
      .map((d) => ({ id: d.id, name: d.name })),
  }));
  return { league: buildLeague(league, withDivisions), teams: sortTeams(teams) };
}

function standingsTeamsById(conferences: StandingsConference[]): Map<string, Partial<EspnTeam>> {
  return new Map(conferences.flatMap((c) => c.standings.entries.map((e) => [e.team.id, e.team])));
}

function conferenceOfTeams(
  conferences: StandingsConference[],
  slugOf: (c: StandingsConference) => string,
) {
  const byTeam = new Map<string, string>();
  for (const conference of conferences) {
    for (const entry of conference.standings.entries) byTeam.set(entry.team.id, slugOf(conference));
  }
  return (division: CapturedDivision): string => {
    const ids = new Set(division.teams.map((t) => byTeam.get(t.id)));
    const [only] = ids;
    if (ids.size !== 1 || !only) throw new Error(`division ${division.name} spans conferences`);
    return only;
  };
}

export function buildNfl(): LeagueSeed {
  const standings = readStandingsConferences("nfl-standings-conferences.json");
  const conferenceOf = conferenceOfTeams(standings, (c) => slugify(c.abbreviation));
  const divisions = readDivisions("nfl").map((d) => ({
    id: slugify(d.name),
    name: d.name,
    conferenceId: conferenceOf(d),
    display: d.name,
    teamIds: d.teams.map((t) => t.id),
  }));
  const conferences = standings.map((c) => ({ id: slugify(c.abbreviation), name: c.abbreviation }));
  return assemble("nfl", conferences, divisions, standingsTeamsById(standings));
}

/** NBA and NHL: 'Eastern Conference' → east; 'Atlantic' / 'Atlantic Division' → atlantic. */
export function buildNbaOrNhl(league: "nba" | "nhl"): LeagueSeed {
  const standings = readStandingsConferences(`${league}-standings-conferences.json`);
  const conferenceOf = conferenceOfTeams(standings, (c) => slugify(c.abbreviation));
  const divisions = readDivisions(league).map((d) => {
    const teamIds = d.teams.map((t) =>
      t.id === ARIZONA_COYOTES && league === "nhl" ? UTAH_MAMMOTH : t.id,
    );
    const name = d.name.endsWith("Division") ? d.name : `${d.name} Division`;
    const fixed = { ...d, teams: teamIds.map((id) => ({ id, abbreviation: "" })) };
    return {
      id: slugify(name.replace(/ Division$/, "")),
      name,
      conferenceId: conferenceOf(fixed),
      display: name,
      teamIds,
    };
  });
  const conferences = standings.map((c) => ({ id: slugify(c.abbreviation), name: c.name }));
  return assemble(league, conferences, divisions, standingsTeamsById(standings));
}

/** MLB: 'American League East' → conference al (American League), division al-east (AL East). */
export function buildMlb(): LeagueSeed {
  const leagueIds: Record<string, string> = { "American League": "al", "National League": "nl" };
  const divisions = readDivisions("mlb").map((d) => {
    const [leagueName, region] = [
      d.name.replace(/ (East|Central|West)$/, ""),
      d.name.split(" ").pop()!,
    ];
    const conferenceId = leagueIds[leagueName];
    if (!conferenceId) throw new Error(`mlb: unknown league in ${d.name}`);
    const display = `${conferenceId.toUpperCase()} ${region}`;
    return {
      id: slugify(display),
      name: display,
      conferenceId,
      display,
      teamIds: d.teams.map((t) => t.id),
    };
  });
  const conferences = Object.entries(leagueIds).map(([name, id]) => ({ id, name }));
  return assemble("mlb", conferences, divisions, new Map());
}
