import { z } from "zod";
import { readEspnTeams, readTeamCapture } from "./read-team-captures.ts";
import {
  buildLeague,
  buildTeam,
  expectCount,
  sortTeams,
  type LeagueSeed,
} from "./seed-builders.ts";
import { teamColorPair, type ColorPair } from "../team-colors.ts";

/**
 * NCAA FB (FBS), 2025 membership: ncaafb-fbs-teams-espn-standings-2025.json (ESPN ids, names,
 * abbreviations, primary color, conference). It has no alternate color, so the second color comes
 * from the ESPN men's basketball capture (same ids) where the school is in it, else from CFBD
 * 2024 (`alt_color`), else white/black by contrast (Missouri State).
 */

/** Conference names as the 2025 standings file spells them → room-slug id and display name. */
export const FBS_CONFERENCES: Record<string, { id: string; name: string }> = {
  ACC: { id: "acc", name: "ACC" },
  "Big Ten": { id: "big-ten", name: "Big Ten" },
  "Big 12": { id: "big-12", name: "Big 12" },
  SEC: { id: "sec", name: "SEC" },
  "Pac-12": { id: "pac-12", name: "Pac-12" },
  American: { id: "american", name: "American" },
  "Conference USA": { id: "conference-usa", name: "Conference USA" },
  MAC: { id: "mac", name: "MAC" },
  "Mountain West": { id: "mountain-west", name: "Mountain West" },
  "Sun Belt": { id: "sun-belt", name: "Sun Belt" },
  Independent: { id: "independent", name: "FBS Independents" },
};

/** One FBS school with everything the football and basketball seeds need. */
export interface FbsSchool {
  id: string;
  name: string;
  shortName: string;
  abbreviation: string;
  colors: ColorPair;
  /** Key of FBS_CONFERENCES. */
  conference: string;
}

const standingsSchema = z.object({
  teams: z.array(
    z.object({
      name: z.string(),
      espn_id: z.string(),
      displayName: z.string(),
      abbreviation: z.string(),
      color: z.string().nullish(),
      conference: z.string(),
      alias_for: z.unknown().optional(),
    }),
  ),
});

const cfbdSchema = z.object({
  teams: z.array(
    z.object({
      id: z.number(),
      school: z.string(),
      color: z.string().nullish(),
      alt_color: z.string().nullish(),
    }),
  ),
});

export function readFbsSchools(): FbsSchool[] {
  const standings = standingsSchema.parse(
    readTeamCapture("ncaafb-fbs-teams-espn-standings-2025.json"),
  );
  const cfbd = new Map(
    cfbdSchema
      .parse(readTeamCapture("ncaafb-fbs-teams-cfbd-2024.json"))
      .teams.map((t) => [String(t.id), t]),
  );
  const espnBasketball = new Map(
    readEspnTeams("ncaambb-teams-page1-partial.json").map((t) => [t.id, t]),
  );
  return standings.teams
    .filter((t) => t.alias_for === undefined)
    .map((t) => {
      const college = cfbd.get(t.espn_id);
      const hoops = espnBasketball.get(t.espn_id);
      return {
        id: t.espn_id,
        name: t.displayName,
        shortName: college?.school ?? t.name.replace(/ St\.$/, " State"),
        abbreviation: t.abbreviation,
        colors: teamColorPair(
          [t.color, college?.color],
          [hoops?.alternateColor, college?.alt_color],
        ),
        conference: t.conference,
      };
    });
}

export function buildNcaafb(schools: FbsSchool[]): LeagueSeed {
  const teams = schools.map((school) => {
    const conference = FBS_CONFERENCES[school.conference];
    if (!conference) throw new Error(`ncaafb: unknown conference ${school.conference}`);
    return buildTeam("ncaafb", {
      ...school,
      conferenceId: conference.id,
      conferenceDivision: conference.name,
    });
  });
  expectCount("ncaafb teams", new Set(teams.map((t) => t.id)).size, schools.length);
  const used = new Set(teams.map((t) => t.conferenceId));
  const conferences = Object.values(FBS_CONFERENCES).filter((c) => used.has(c.id));
  return { league: buildLeague("ncaafb", conferences), teams: sortTeams(teams) };
}
