import type { Conference, League, Team } from "@huddle/contracts/sports";
import { leagueName, type LeagueId } from "@huddle/contracts/sports-leagues";
import type { ColorPair } from "../team-colors.ts";

/** A teams.json row: a Team keyed by its ESPN id (loading adds the Huddle id). */
export type SeedTeam = Omit<Team, "espnId">;

/** What each league builder returns; generate-seed.ts concatenates them. */
export interface LeagueSeed {
  league: League;
  teams: SeedTeam[];
}

export interface TeamFields {
  id: string;
  name: string;
  shortName: string;
  abbreviation: string;
  colors: ColorPair;
  conferenceId: string;
  divisionId?: string;
  conferenceDivision: string;
}

export function buildTeam(league: LeagueId, fields: TeamFields): SeedTeam {
  return {
    id: fields.id,
    teamId: fields.id,
    name: fields.name,
    teamName: fields.name,
    shortName: fields.shortName,
    abbreviation: fields.abbreviation,
    teamColors: fields.colors,
    league,
    conferenceDivision: fields.conferenceDivision,
    conferenceId: fields.conferenceId,
    ...(fields.divisionId ? { divisionId: fields.divisionId } : {}),
  };
}

export function buildLeague(id: LeagueId, conferences: Conference[]): League {
  return { id, name: leagueName(id), conferences };
}

/** 'Big Ten' → 'big-ten', 'Pac-12' → 'pac-12', 'Atlantic 10' → 'atlantic-10'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Fails the generator loudly: a seed that silently lost a team is worse than no seed. */
export function expectCount(what: string, actual: number, expected: number): void {
  if (actual !== expected) throw new Error(`${what}: expected ${expected}, got ${actual}`);
}

export function sortTeams(teams: SeedTeam[]): SeedTeam[] {
  return [...teams].sort((a, b) => a.name.localeCompare(b.name, "en"));
}
