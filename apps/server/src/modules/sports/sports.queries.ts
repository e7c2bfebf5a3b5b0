import type { Game, Team } from "@huddle/contracts/sports";
import type { Db } from "../../db/client.ts";
import { createSportsRepository, type GameFilter } from "./sports.repository.ts";

/**
 * The sports slice's public look-ups (issue 10 §1): teams, conferences and games for other
 * slices. Writes (seeding, score updates) stay inside the slice.
 */
export function createSportsQueries(db: Db) {
  const repo = createSportsRepository(db);
  return {
    team: (id: string): Promise<Team | undefined> => repo.team(id),
    teams: (filter?: { league?: string; conferenceId?: string; ids?: string[] }) =>
      repo.teams(filter),
    /** Teams whose name matches `text`, leaving out `excludeIds` (e.g. already followed). */
    searchTeams: (text: string, excludeIds: string[], limit: number): Promise<Team[]> =>
      repo.searchTeams(text, excludeIds, limit),
    conferences: (league?: string) => repo.conferences(league),
    game: (id: string): Promise<Game | undefined> => repo.game(id),
    games: (filter: GameFilter): Promise<Game[]> => repo.games(filter),
    /** A league's average final total since `since`, with how many finals it is drawn from. */
    averageFinalTotal: (league: string, since: Date) => repo.averageFinalTotal(league, since),
  };
}

export type SportsQueries = ReturnType<typeof createSportsQueries>;
export type { GameFilter };
