import type { TeamSearchParams } from "../utils/search-params";

/** Query keys of the custom-teams feature. */
export const customTeamKeys = {
  all: () => ["custom-teams"] as const,
  searches: () => ["custom-teams", "search"] as const,
  search: (params: TeamSearchParams) => ["custom-teams", "search", params] as const,
  mine: () => ["custom-teams", "mine"] as const,
  followed: () => ["custom-teams", "followed"] as const,
  limits: () => ["custom-teams", "limits"] as const,
  team: (id: string) => ["custom-teams", "team", id] as const,
  members: (id: string) => ["custom-teams", "team", id, "members"] as const,
  requests: (id: string) => ["custom-teams", "team", id, "requests"] as const,
  words: (id: string) => ["custom-teams", "team", id, "words"] as const,
  shared: (code: string, signedIn: boolean) => ["custom-teams", "shared", code, signedIn] as const,
};
