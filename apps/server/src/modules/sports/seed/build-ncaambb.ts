import { FBS_CONFERENCES, type FbsSchool } from "./build-ncaafb.ts";
import {
  EXTRA_SCHOOLS,
  FBS_BASKETBALL_EXCEPTIONS,
  FOOTBALL_TO_BASKETBALL,
  MBB_CONFERENCE_SIZES,
  MBB_CONFERENCES,
  MBB_MEMBERSHIP,
  type MbbConferenceId,
} from "./ncaambb-membership.ts";
import { MBB_SCHOOLS } from "./ncaambb-schools.ts";
import { readEspnTeams } from "./read-team-captures.ts";
import {
  buildLeague,
  buildTeam,
  expectCount,
  sortTeams,
  type LeagueSeed,
  type SeedTeam,
} from "./seed-builders.ts";
import { teamColorPair, type ColorPair } from "../team-colors.ts";

interface SchoolDetails {
  name: string;
  shortName: string;
  abbreviation: string;
  colors: ColorPair;
}

/**
 * NCAA MBB (Division I, 2025-26): the 31 conferences of ncaambb-membership.ts with every member.
 * Each member's names and colors come from, in order of preference: the ESPN basketball capture
 * (50 schools), the FBS schools (build-ncaafb), EXTRA_SCHOOLS, ncaambb-schools.ts. A member with
 * none of them, a school in two conferences, a conference of the wrong size, a captured school
 * left out, or an FBS school whose football rule disagrees with the membership fails the build.
 */
export function buildNcaambb(fbsSchools: FbsSchool[]): LeagueSeed {
  const captured = new Map(readEspnTeams("ncaambb-teams-page1-partial.json").map((t) => [t.id, t]));
  const details = new Map<string, SchoolDetails>();
  const addDetails = (id: string, school: SchoolDetails) => {
    if (!details.has(id)) details.set(id, school);
  };

  for (const [id, espn] of captured) {
    const fbs = fbsSchools.find((s) => s.id === id);
    addDetails(id, {
      name: espn.displayName,
      shortName: espn.location ?? fbs?.shortName ?? espn.shortDisplayName,
      abbreviation: espn.abbreviation,
      colors: teamColorPair(
        [espn.color, fbs?.colors[0]],
        [espn.alternateColor, ...(fbs ? [fbs.colors[1]] : [])],
      ),
    });
  }
  for (const school of fbsSchools) addDetails(school.id, school);
  for (const school of [...EXTRA_SCHOOLS, ...MBB_SCHOOLS]) {
    addDetails(school.id, {
      ...school,
      colors: teamColorPair([school.colors[0]], [school.colors[1]]),
    });
  }

  const conferenceOf = new Map<string, MbbConferenceId>();
  for (const [conference, ids] of Object.entries(MBB_MEMBERSHIP) as [MbbConferenceId, string[]][]) {
    expectCount(`ncaambb ${conference} members`, ids.length, MBB_CONFERENCE_SIZES[conference]);
    for (const id of ids) {
      const other = conferenceOf.get(id);
      if (other) throw new Error(`ncaambb: ${id} in both ${other} and ${conference}`);
      conferenceOf.set(id, conference);
    }
  }

  for (const school of fbsSchools) {
    const footballId = FBS_CONFERENCES[school.conference]?.id ?? "";
    const expected = FBS_BASKETBALL_EXCEPTIONS[school.id] ?? FOOTBALL_TO_BASKETBALL[footballId];
    if (conferenceOf.get(school.id) !== expected)
      throw new Error(
        `ncaambb: ${school.name} is in ${conferenceOf.get(school.id)}, the FBS rule says ${expected}`,
      );
  }
  const unplaced = [...captured.keys()].filter((id) => !conferenceOf.has(id));
  if (unplaced.length > 0)
    throw new Error(`ncaambb: captured teams without a conference: ${unplaced}`);

  const teams: SeedTeam[] = [...conferenceOf].map(([id, conference]) => {
    const school = details.get(id);
    if (!school) throw new Error(`ncaambb: no names or colors for ESPN id ${id} (${conference})`);
    return buildTeam("ncaambb", {
      id,
      ...school,
      conferenceId: conference,
      conferenceDivision: MBB_CONFERENCES[conference],
    });
  });

  const conferences = Object.entries(MBB_CONFERENCES).map(([id, name]) => ({ id, name }));
  return { league: buildLeague("ncaambb", conferences), teams: sortTeams(teams) };
}
