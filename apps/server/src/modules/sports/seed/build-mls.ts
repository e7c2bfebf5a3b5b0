import { readEspnTeams } from "./read-team-captures.ts";
import {
  buildLeague,
  buildTeam,
  expectCount,
  sortTeams,
  type LeagueSeed,
} from "./seed-builders.ts";
import { teamColorPair } from "../team-colors.ts";

/**
 * MLS, 2025 season: clubs, names and colors from mls-teams.json (ESPN, 2025-06); the conference
 * split is PUBLIC KNOWLEDGE (no MLS standings were captured): 15 East, 15 West, San Diego FC the
 * 30th club (West) from 2025.
 */
const EASTERN = [
  "ATL",
  "CLT",
  "CHI",
  "CIN",
  "CLB",
  "DC",
  "MIA",
  "MTL",
  "NSH",
  "NE",
  "NYC",
  "NY",
  "ORL",
  "PHI",
  "TOR",
];
const WESTERN = [
  "ATX",
  "COL",
  "DAL",
  "HOU",
  "LA",
  "LAFC",
  "MIN",
  "POR",
  "RSL",
  "SD",
  "SJ",
  "SEA",
  "SKC",
  "STL",
  "VAN",
];

const CONFERENCES = [
  { id: "eastern", name: "Eastern Conference", abbreviations: EASTERN },
  { id: "western", name: "Western Conference", abbreviations: WESTERN },
];

export function buildMls(): LeagueSeed {
  const clubs = readEspnTeams("mls-teams.json");
  const teams = clubs.map((club) => {
    const conference = CONFERENCES.find((c) => c.abbreviations.includes(club.abbreviation));
    if (!conference) throw new Error(`mls: no conference for ${club.abbreviation}`);
    return buildTeam("mls", {
      id: club.id,
      name: club.displayName,
      shortName: club.shortDisplayName,
      abbreviation: club.abbreviation,
      colors: teamColorPair([club.color], [club.alternateColor]),
      conferenceId: conference.id,
      conferenceDivision: conference.name,
    });
  });
  expectCount("mls clubs", teams.length, EASTERN.length + WESTERN.length);
  const conferences = CONFERENCES.map(({ id, name }) => ({ id, name }));
  return { league: buildLeague("mls", conferences), teams: sortTeams(teams) };
}
