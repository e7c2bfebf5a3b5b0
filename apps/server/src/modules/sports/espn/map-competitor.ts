import type { GameTeam } from "@huddle/contracts/sports";
import { huddleTeamId, type LeagueId } from "@huddle/contracts/sports-leagues";
import { teamColorPair } from "../team-colors.ts";
import type { EspnCompetitor } from "./espn-schema.ts";

/** One ESPN competitor → GameTeam; null when it has no usable team id. */
export function mapCompetitor(
  competitor: EspnCompetitor,
  league: LeagueId,
  hasStarted: boolean,
): GameTeam | null {
  const team = competitor.team;
  const espnId = team?.id ?? "";
  if (!/^\d{1,12}$/.test(espnId)) return null;
  const name = team?.displayName ?? team?.name ?? team?.abbreviation ?? espnId;
  const record = overallRecord(competitor);
  return {
    espnId,
    teamId: huddleTeamId(league, espnId),
    name,
    shortName: team?.shortDisplayName ?? team?.name ?? name,
    abbreviation: team?.abbreviation ?? name.slice(0, 4).toUpperCase(),
    score: hasStarted ? parseScore(competitor.score) : null,
    ...(record ? { record } : {}),
    ...(team?.color ? { colors: teamColorPair([team.color], [team.alternateColor]) } : {}),
  };
}

/** '7', 7 or { value: 7 } → 7; anything else → null. */
export function parseScore(score: EspnCompetitor["score"]): number | null {
  const raw =
    typeof score === "object" && score !== null ? (score.value ?? score.displayValue) : score;
  const value = typeof raw === "number" ? raw : Number.parseInt(raw ?? "", 10);
  return Number.isFinite(value) && value >= 0 ? Math.trunc(value) : null;
}

/** The overall record ('13-1', '52-24-6'): the 'total'/'overall' entry, else the first. */
function overallRecord(competitor: EspnCompetitor): string | undefined {
  const records = competitor.records ?? competitor.record ?? [];
  const overall = records.find((r) => r.type === "total" || r.name === "overall") ?? records[0];
  return overall?.summary || undefined;
}
