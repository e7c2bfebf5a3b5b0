import { FBS_CONFERENCES, type FbsSchool } from "./build-ncaafb.ts";
import {
  CAPTURED_TEAM_CONFERENCE,
  EXTRA_SCHOOLS,
  FBS_BASKETBALL_EXCEPTIONS,
  FOOTBALL_TO_BASKETBALL,
  MBB_CONFERENCES,
  type MbbConferenceId,
} from "./ncaambb-membership.ts";
import { readEspnTeams } from "./read-team-captures.ts";
import {
  buildLeague,
  buildTeam,
  sortTeams,
  type LeagueSeed,
  type SeedTeam,
} from "./seed-builders.ts";
import { teamColorPair } from "../team-colors.ts";

/**
 * NCAA MBB (Division I): the ESPN basketball capture (50 schools, names and both colors) plus the
 * FBS schools (ids, names, colors from build-ncaafb) plus ncaambb-membership.ts's extra schools,
 * placed in conferences by ncaambb-membership.ts. A school in several sources keeps the basketball
 * capture's names and colors.
 */
export function buildNcaambb(fbsSchools: FbsSchool[]): LeagueSeed {
  const captured = new Map(readEspnTeams("ncaambb-teams-page1-partial.json").map((t) => [t.id, t]));
  const teams = new Map<string, SeedTeam>();
  const add = (
    id: string,
    conference: MbbConferenceId,
    fallback: Omit<FbsSchool, "conference" | "id">,
  ) => {
    const espn = captured.get(id);
    teams.set(
      id,
      buildTeam("ncaambb", {
        id,
        name: espn?.displayName ?? fallback.name,
        shortName: espn?.location ?? fallback.shortName,
        abbreviation: espn?.abbreviation ?? fallback.abbreviation,
        colors: espn
          ? teamColorPair(
              [espn.color, fallback.colors[0]],
              [espn.alternateColor, fallback.colors[1]],
            )
          : fallback.colors,
        conferenceId: conference,
        conferenceDivision: MBB_CONFERENCES[conference],
      }),
    );
  };

  for (const school of fbsSchools) {
    const footballId = FBS_CONFERENCES[school.conference]?.id ?? "";
    const conference = FBS_BASKETBALL_EXCEPTIONS[school.id] ?? FOOTBALL_TO_BASKETBALL[footballId];
    if (!conference) throw new Error(`ncaambb: no basketball conference for ${school.name}`);
    add(school.id, conference, school);
  }
  for (const [id, conference] of Object.entries(CAPTURED_TEAM_CONFERENCE)) {
    const espn = captured.get(id);
    if (!espn) throw new Error(`ncaambb: captured team ${id} missing`);
    const colors = teamColorPair([espn.color], [espn.alternateColor]);
    add(id, conference, {
      name: espn.displayName,
      shortName: espn.location ?? espn.shortDisplayName,
      abbreviation: espn.abbreviation,
      colors,
    });
  }
  for (const school of EXTRA_SCHOOLS) {
    add(school.id, school.conference, {
      ...school,
      colors: teamColorPair([school.colors[0]], [school.colors[1]]),
    });
  }
  const unplaced = [...captured.keys()].filter((id) => !teams.has(id));
  if (unplaced.length > 0)
    throw new Error(`ncaambb: captured teams without a conference: ${unplaced}`);

  const conferences = Object.entries(MBB_CONFERENCES).map(([id, name]) => ({ id, name }));
  return { league: buildLeague("ncaambb", conferences), teams: sortTeams([...teams.values()]) };
}
