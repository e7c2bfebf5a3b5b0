import { GAME_START_MINUTES, type NotificationPreferences } from "@huddle/contracts/notifications";
import type { Game } from "@huddle/contracts/sports";
import type { NotificationRuleRow } from "../../../db/schema.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { SportsQueries } from "../../sports/sports.queries.ts";
import type { NotificationPreferencesRepository } from "../notification-preferences.repository.ts";
import type { PushNotificationsService } from "../push-notifications.service.ts";
import type { DeliveryAudienceReadModel } from "./delivery-audience.read-model.ts";
import type { DeliveryLogRepository } from "./delivery-log.repository.ts";
import { ruleCoversGame, type FollowSource } from "./team-scope.ts";

const MINUTE_MS = 60_000;
const GAME_ALERT_PRIORITY = 4;

export interface GameStartJobDeps {
  audience: DeliveryAudienceReadModel;
  log: DeliveryLogRepository;
  sports: Pick<SportsQueries, "games">;
  preferences: Pick<NotificationPreferencesRepository, "get">;
  push: Pick<PushNotificationsService, "sendToUser">;
  clock: Clock;
}

/** Push is wanted when the master switch and at least one push channel are on. */
export function wantsPush(preferences: NotificationPreferences): boolean {
  return (
    preferences.notificationsEnabled && (preferences.desktopEnabled || preferences.mobileEnabled)
  );
}

export function gameStartTitle(game: Game, minutes: number): string {
  const unit = minutes === 1 ? "minute" : "minutes";
  return `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation} starts in ${minutes} ${unit}`;
}

interface Candidate {
  game: Game;
  /** "team" when the fan follows one of the teams, "league" when only its league/conference. */
  source: FollowSource;
}

/**
 * The notices (minutes before kick-off) for one game: the advance notice of every active push
 * rule whose team filters cover it; without such a rule, a followed team's game uses the
 * preference (gameStartMinutes) and a league-only game gets none.
 */
export function noticesFor(
  candidate: Candidate,
  rules: NotificationRuleRow[],
  preferenceMinutes: number,
): number[] {
  const minutes = rules
    .filter((r) => r.deliveryChannels.includes("push"))
    .filter((r) => ruleCoversGame(r.contentFilters.team_filters, candidate.source))
    .flatMap((r) => r.deliverySettings.advance_notice_minutes ?? []);
  if (minutes.length) return minutes;
  return candidate.source === "team" ? [preferenceMinutes] : [];
}

/**
 * Game-start alerts: a push to each fan whose game starts within a notice (see noticesFor).
 * Each notice fires once per (user, game): with [30, 15, 5] a fan gets three.
 */
export function createGameStartJob(deps: GameStartJobDeps) {
  async function alert(userId: string, candidates: Candidate[], rules: NotificationRuleRow[]) {
    const preferences = await deps.preferences.get(userId);
    if (!wantsPush(preferences)) return 0;
    const now = deps.clock.now();
    let sent = 0;
    for (const candidate of candidates) {
      const { game } = candidate;
      const untilMs = Date.parse(game.startTime) - now.getTime();
      const minutesList = noticesFor(candidate, rules, preferences.gameStartMinutes);
      const due = minutesList.filter((m) => untilMs <= m * MINUTE_MS);
      if (untilMs <= 0 || due.length === 0) continue;
      const notice = Math.min(...due);
      const entry = { userId, kind: "game_start", key: `${game.id}:${notice}` };
      if (!(await deps.log.claim(entry, now))) continue;
      await deps.push.sendToUser(userId, {
        title: gameStartTitle(game, Math.ceil(untilMs / MINUTE_MS)),
        body: `${game.awayTeam.name} at ${game.homeTeam.name}`,
        entityType: "game",
        priority: GAME_ALERT_PRIORITY,
        url: game.gameUrl,
        timestamp: now.toISOString(),
      });
      sent++;
    }
    return sent;
  }

  /** Each fan's games, a followed team winning over a league follow for the same game. */
  async function candidatesByUser(games: Game[]): Promise<Map<string, Map<string, Candidate>>> {
    const byTeam = new Map<string, Game[]>();
    for (const game of games) {
      for (const teamId of [game.homeTeam.teamId, game.awayTeam.teamId]) {
        byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), game]);
      }
    }
    const teamIds = [...byTeam.keys()];
    const [teamFans, leagueFans] = await Promise.all([
      deps.audience.fansOf(teamIds),
      deps.audience.leagueFansOf(teamIds),
    ]);
    const byUser = new Map<string, Map<string, Candidate>>();
    const add = ({ userId, teamId }: { userId: string; teamId: string }, source: FollowSource) => {
      const mine = byUser.get(userId) ?? new Map<string, Candidate>();
      for (const game of byTeam.get(teamId) ?? []) {
        if (mine.get(game.id)?.source !== "team") mine.set(game.id, { game, source });
      }
      byUser.set(userId, mine);
    };
    teamFans.forEach((fan) => add(fan, "team"));
    leagueFans.forEach((fan) => add(fan, "league"));
    return byUser;
  }

  /** One pass over games starting within the longest possible notice; answers alerts sent. */
  return async function runGameStarts(): Promise<number> {
    const now = deps.clock.now();
    const horizon = new Date(now.getTime() + GAME_START_MINUTES.max * MINUTE_MS);
    const games = await deps.sports.games({ state: "pre", from: now, to: horizon });
    if (games.length === 0) return 0;
    const byUser = await candidatesByUser(games);
    const rulesByUser = new Map<string, NotificationRuleRow[]>();
    for (const rule of await deps.audience.activePushRules([...byUser.keys()])) {
      rulesByUser.set(rule.userId, [...(rulesByUser.get(rule.userId) ?? []), rule]);
    }
    let sent = 0;
    for (const [userId, mine] of byUser) {
      sent += await alert(userId, [...mine.values()], rulesByUser.get(userId) ?? []);
    }
    return sent;
  };
}
