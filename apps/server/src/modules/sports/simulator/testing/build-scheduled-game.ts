import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { loadSportsSeed } from "../../seed/sports-seed.ts";
import { scheduledGame } from "../schedule-games.ts";

/** Test factory: a scheduled game between two real teams of `league` (first two by name). */
export function buildScheduledGame(
  league: LeagueId,
  overrides: { startTime?: string; idKey?: string } = {},
): Game {
  const [away, home] = loadSportsSeed().teams.filter((t) => t.league === league);
  const start = Date.parse(overrides.startTime ?? "2025-11-15T00:00:00.000Z");
  return scheduledGame(
    league,
    { away: away!, home: home!, time: "" },
    start,
    overrides.idKey ?? `test:${league}`,
  );
}
