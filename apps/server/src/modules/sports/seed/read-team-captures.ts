import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/**
 * Reads the team captures in ../shared/data/teams (relative to the repo root; see SOURCES.md
 * there). Only the generators that rewrite the committed seed and venue JSON read them; the
 * server and the tests never do. Schemas are loose: only the fields the seed uses are checked.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../..");
export const TEAM_CAPTURES_DIR = path.join(REPO_ROOT, "../shared/data/teams");

export function readTeamCapture(file: string): unknown {
  const capture = path.join(TEAM_CAPTURES_DIR, file);
  if (!existsSync(capture)) {
    throw new Error(
      `Team capture ${capture} is missing. Regenerating the seed needs the shared data folder ` +
        "beside the repository (../shared/data/teams); the committed leagues.json, teams.json " +
        "and venues.json are all the server and the tests use.",
    );
  }
  return JSON.parse(readFileSync(capture, "utf8"));
}

const espnTeamSchema = z.object({
  id: z.string(),
  abbreviation: z.string(),
  displayName: z.string(),
  shortDisplayName: z.string(),
  location: z.string().optional(),
  color: z.string().nullish(),
  alternateColor: z.string().nullish(),
});
export type EspnTeam = z.infer<typeof espnTeamSchema>;

const espnTeamsResponseSchema = z.object({
  sports: z.array(
    z.object({
      leagues: z.array(z.object({ teams: z.array(z.object({ team: espnTeamSchema })) })),
    }),
  ),
});

/** `…/teams` responses (nfl-teams.json, ncaambb-teams-page1-partial.json, …). */
export function readEspnTeams(file: string): EspnTeam[] {
  const response = espnTeamsResponseSchema.parse(readTeamCapture(file));
  return response.sports.flatMap((s) => s.leagues.flatMap((l) => l.teams.map((t) => t.team)));
}

const standingsSchema = z.object({
  children: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      abbreviation: z.string(),
      standings: z.object({
        entries: z.array(z.object({ team: espnTeamSchema.partial().extend({ id: z.string() }) })),
      }),
    }),
  ),
});
export type StandingsConference = z.infer<typeof standingsSchema>["children"][number];

/** Conference-level standings (nfl/nba/nhl-standings-conferences.json). */
export function readStandingsConferences(file: string): StandingsConference[] {
  return standingsSchema.parse(readTeamCapture(file)).children;
}

const divisionsSchema = z.record(
  z.string(),
  z.array(
    z.object({
      uid: z.string(),
      name: z.string(),
      teams: z.array(z.object({ id: z.string(), abbreviation: z.string() })),
    }),
  ),
);
export type CapturedDivision = z.infer<typeof divisionsSchema>[string][number];

/** teams-by-division-nfl-mlb-nba-nhl.json: divisions and member ids per league (pre-2024-25). */
export function readDivisions(league: "nfl" | "mlb" | "nba" | "nhl"): CapturedDivision[] {
  const byLeague = divisionsSchema.parse(readTeamCapture("teams-by-division-nfl-mlb-nba-nhl.json"));
  return byLeague[league] ?? [];
}
