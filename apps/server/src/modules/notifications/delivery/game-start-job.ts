import { GAME_START_MINUTES, type NotificationPreferences } from "@huddle/contracts/notifications";
import type { Game } from "@huddle/contracts/sports";
import type { Clock } from "../../../lib/clock.ts";
import type { SportsRepository } from "../../sports/sports.repository.ts";
import type { NotificationPreferencesRepository } from "../notification-preferences.repository.ts";
import type { PushNotificationsService } from "../push-notifications.service.ts";
import type { DeliveryAudienceRepository } from "./delivery-audience.repository.ts";
import type { DeliveryLogRepository } from "./delivery-log.repository.ts";

const MINUTE_MS = 60_000;
const GAME_ALERT_PRIORITY = 4;

export interface GameStartJobDeps {
  audience: DeliveryAudienceRepository;
  log: DeliveryLogRepository;
  sports: Pick<SportsRepository, "games">;
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

/**
 * Game-start alerts: a push to each fan of a team whose game starts within their notice. The
 * notice is the user's active push rules' advance_notice_minutes, else their preference
 * (gameStartMinutes). Each notice fires once per (user, game): with [30, 15, 5] a fan gets three.
 */
export function createGameStartJob(deps: GameStartJobDeps) {
  async function noticesByUser(userIds: string[]): Promise<Map<string, number[]>> {
    const map = new Map<string, number[]>();
    for (const rule of await deps.audience.activePushRules(userIds)) {
      if (!rule.deliveryChannels.includes("push")) continue;
      const minutes = rule.deliverySettings.advance_notice_minutes ?? [];
      map.set(rule.userId, [...(map.get(rule.userId) ?? []), ...minutes]);
    }
    return map;
  }

  async function alert(userId: string, games: Game[], notices: number[] | undefined) {
    const preferences = await deps.preferences.get(userId);
    if (!wantsPush(preferences)) return 0;
    const minutesList = notices?.length ? notices : [preferences.gameStartMinutes];
    const now = deps.clock.now();
    let sent = 0;
    for (const game of games) {
      const untilMs = Date.parse(game.startTime) - now.getTime();
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

  /** One pass over games starting within the longest possible notice; answers alerts sent. */
  return async function runGameStarts(): Promise<number> {
    const now = deps.clock.now();
    const horizon = new Date(now.getTime() + GAME_START_MINUTES.max * MINUTE_MS);
    const games = await deps.sports.games({ state: "pre", from: now, to: horizon });
    if (games.length === 0) return 0;
    const byTeam = new Map<string, Game[]>();
    for (const game of games) {
      for (const teamId of [game.homeTeam.teamId, game.awayTeam.teamId]) {
        byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), game]);
      }
    }
    const gamesByUser = new Map<string, Map<string, Game>>();
    for (const { userId, teamId } of await deps.audience.fansOf([...byTeam.keys()])) {
      const mine = gamesByUser.get(userId) ?? new Map<string, Game>();
      for (const game of byTeam.get(teamId) ?? []) mine.set(game.id, game);
      gamesByUser.set(userId, mine);
    }
    const notices = await noticesByUser([...gamesByUser.keys()]);
    let sent = 0;
    for (const [userId, mine] of gamesByUser) {
      sent += await alert(userId, [...mine.values()], notices.get(userId));
    }
    return sent;
  };
}
