import type { AbuseBudgets } from "../../abuse/abuse-budgets.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Prepare } from "../../db/prepared-statements.ts";
import type { Clock } from "../../lib/clock.ts";
import type { RateStore } from "../../lib/rate/rate-store.ts";
import type { ContentFilter } from "../chat/content-filter.ts";
import { createAppSettingsRepository } from "./app-settings.repository.ts";
import { createDeviceTokensRepository } from "./device-tokens.repository.ts";
import { createNotificationPreferencesRepository } from "./notification-preferences.repository.ts";
import { createNotificationPreferencesService } from "./notification-preferences.service.ts";
import { createNotificationReachReadModel } from "./notification-reach.read-model.ts";
import { createNotificationRulesRepository } from "./notification-rules.repository.ts";
import { createNotificationRulesService } from "./notification-rules.service.ts";
import {
  createPushEndpointGuard,
  resolveWithSystemDns,
  type ResolveHost,
} from "./push-endpoint-guard.ts";
import { createPushNotificationsService } from "./push-notifications.service.ts";
import { createWebPush } from "./web-push.ts";

/** The VAPID subject: VAPID_SUBJECT, else an https PUBLIC_URL, else mailto: the MAIL_FROM address. */
export function vapidSubject(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL.startsWith("https://")) return config.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

export interface NotificationServicesDeps {
  config: Config;
  db: Db;
  prepare: Prepare;
  clock: Clock;
  budgets: AbuseBudgets["notifications"];
  filter: ContentFilter;
  rates: RateStore;
  /** How push endpoint host names are resolved (system DNS; tests pass their own). */
  resolveHost?: ResolveHost;
  /** Tells the other nodes that a user's preferences or devices changed. */
  reachChanged(userId: string): void;
}

/** Wires the notification services (preferences, rules, device tokens and Web Push). */
export function createNotificationServices(deps: NotificationServicesDeps) {
  const { config, db, clock, budgets } = deps;
  const webPush = createWebPush({
    settings: createAppSettingsRepository(db),
    keys:
      config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
        ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
        : undefined,
    subject: vapidSubject(config),
  });
  const push = createPushNotificationsService({
    tokens: createDeviceTokensRepository(db),
    reach: createNotificationReachReadModel(deps.prepare),
    webPush,
    clock,
    checkEndpoint: config.WEB_PUSH_ALLOW_HTTP
      ? null
      : createPushEndpointGuard(deps.resolveHost ?? resolveWithSystemDns),
    budgets,
    rates: deps.rates,
    reachChanged: deps.reachChanged,
  });
  return {
    preferences: createNotificationPreferencesService(
      createNotificationPreferencesRepository(db),
      push.reachChanged,
    ),
    rules: createNotificationRulesService({
      repo: createNotificationRulesRepository(db),
      filter: deps.filter,
      budgets,
    }),
    push,
  };
}
