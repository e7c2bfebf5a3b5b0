import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { assembleGame, hasCountdownClock, playsQuarters } from "../game-shape.ts";
import {
  espnEventSchema,
  espnScoreboardSchema,
  espnSummarySchema,
  type EspnCompetition,
  type EspnStatus,
} from "./espn-schema.ts";
import { mapCompetitor } from "./map-competitor.ts";
import { mapEspnStatus } from "./map-status.ts";

/**
 * ESPN site API → Game. Pure and forgiving: an event without a usable id, date or pair of teams
 * is skipped; everything else is filled from what is there (see README, ESPN mapping).
 */

/** `…/scoreboard` → every usable game on the board. */
export function mapScoreboard(json: unknown, league: LeagueId): Game[] {
  const board = espnScoreboardSchema.safeParse(json);
  if (!board.success) return [];
  return board.data.events.flatMap((raw) => {
    const event = espnEventSchema.safeParse(raw);
    if (!event.success) return [];
    const competition = event.data.competitions?.[0];
    const game = mapCompetition(league, event.data.id, {
      ...competition,
      date: competition?.date ?? event.data.date,
      status: competition?.status ?? event.data.status,
    });
    return game ? [game] : [];
  });
}

/** `…/summary?event=` → the game in its header (venue from gameInfo), or null. */
export function mapSummary(json: unknown, league: LeagueId): Game | null {
  const summary = espnSummarySchema.safeParse(json);
  if (!summary.success || !summary.data.header) return null;
  const competition = summary.data.header.competitions?.[0];
  if (!competition) return null;
  const venue = competition.venue ?? summary.data.gameInfo?.venue;
  return mapCompetition(league, summary.data.header.id, { ...competition, venue });
}

function mapCompetition(
  league: LeagueId,
  id: string | undefined,
  competition: EspnCompetition,
): Game | null {
  if (!id || !/^[A-Za-z0-9]{1,40}$/.test(id)) return null;
  const start = competition.date ? new Date(competition.date) : null;
  if (!start || Number.isNaN(start.getTime())) return null;
  const { status, state } = mapEspnStatus(
    competition.status?.type?.name,
    competition.status?.type?.state,
  );
  const hasStarted = state !== "pre";
  const competitors = competition.competitors ?? [];
  const homeRaw = competitors.find((c) => c.homeAway === "home") ?? competitors[0];
  const awayRaw = competitors.find((c) => c.homeAway === "away") ?? competitors[1];
  const homeTeam = homeRaw && mapCompetitor(homeRaw, league, hasStarted);
  const awayTeam = awayRaw && mapCompetitor(awayRaw, league, hasStarted);
  if (!homeTeam || !awayTeam || homeRaw === awayRaw) return null;
  return assembleGame({
    id,
    league,
    homeTeam,
    awayTeam,
    status,
    state,
    statusDetail: statusDetail(competition.status),
    startTime: start.toISOString(),
    ...periodAndClock(league, state, competition.status),
    venue: competition.venue?.fullName ?? null,
  });
}

function statusDetail(status: EspnStatus | undefined): string {
  const type = status?.type;
  return type?.shortDetail ?? type?.detail ?? type?.description ?? "";
}

function periodAndClock(league: LeagueId, state: Game["state"], status: EspnStatus | undefined) {
  const period = state !== "pre" && status?.period && status.period > 0 ? status.period : null;
  const liveClock = state === "in" && league !== "mlb" ? (status?.displayClock ?? null) : null;
  return {
    period,
    quarter: playsQuarters(league) ? period : null,
    clock: liveClock,
    timeRemaining: hasCountdownClock(league) ? liveClock : null,
  };
}
