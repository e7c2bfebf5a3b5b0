import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import swagger from "@fastify/swagger";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import { abuseBudgets, type AbuseBudgets } from "./abuse/abuse-budgets.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createDomainEventBus, type DomainEventBus } from "./events/domain-event-bus.ts";
import { createJobRunner, type JobRunner } from "./jobs/job-runner.ts";
import { scheduledJobs } from "./jobs/scheduled-jobs.ts";
import { systemClock, type Clock } from "./lib/clock.ts";
import { loggerOptions } from "./lib/logger.ts";
import type { Mailer } from "./lib/mail/mailer.ts";
import { createMemoryRateStore, createRedisRateStore } from "./lib/rate/rate-store.ts";
import { adminPlugin } from "./modules/admin/admin.plugin.ts";
import { createAccessTokens } from "./modules/auth/access-tokens.ts";
import { authPlugin } from "./modules/auth/auth.plugin.ts";
import { createAuthTiming, type AuthTiming } from "./modules/auth/auth-timing.ts";
import { createSessionResolver } from "./modules/auth/session-resolver.ts";
import { createSessionsRepository } from "./modules/auth/sessions.repository.ts";
import { createSessionQueries } from "./modules/auth/sessions.queries.ts";
import { billingPlugin } from "./modules/billing/billing.plugin.ts";
import { chatPlugin } from "./modules/chat/chat.plugin.ts";
import { createChatRoomsService } from "./modules/chat/chat-rooms.service.ts";
import { createRoomDirectory, sportsRoomCatalog } from "./modules/chat/room-directory.ts";
import { createRoomMessagesRepository } from "./modules/chat/room-messages.repository.ts";
import { customTeamsPlugin } from "./modules/custom-teams/custom-teams.plugin.ts";
import { followingPlugin } from "./modules/following/following.plugin.ts";
import { healthPlugin } from "./modules/health/health.plugin.ts";
import { createModerationFilter } from "./modules/moderation/moderation-filter.ts";
import { createModerationSettingsRepository } from "./modules/moderation/moderation-settings.repository.ts";
import { notificationsPlugin } from "./modules/notifications/notifications.plugin.ts";
import { predictionsPlugin } from "./modules/predictions/predictions.plugin.ts";
import type { ResolveHost } from "./modules/notifications/push-endpoint-guard.ts";
import { profilePlugin } from "./modules/profile/profile.plugin.ts";
import { reactionsPlugin } from "./modules/reactions/reactions.plugin.ts";
import { socialPlugin } from "./modules/social/social.plugin.ts";
import { sportsPlugin } from "./modules/sports/sports.plugin.ts";
import { createSportsQueries } from "./modules/sports/sports.queries.ts";
import { createProfileTextFilter } from "./modules/users/profile-text-filter.ts";
import { createPublicTextScreen } from "./modules/chat/public-text-screen.ts";
import { createUserLookups, NOTIFIED_USER_TTL_MS } from "./modules/users/user-lookups.ts";
import { createUsersService } from "./modules/users/users.service.ts";
import { wordReplacementsPlugin } from "./modules/word-replacements/word-replacements.plugin.ts";
import { registerAuthentication } from "./plugins/authenticate.ts";
import { answerFrameworkError, registerErrorHandling } from "./plugins/errors.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";
import { registerEmptyBodyAsObject } from "./plugins/empty-body.ts";
import { registerTextSafety } from "./plugins/text-safety.ts";
import type { Platform } from "./platform.ts";
import { clientAddressResolver } from "./realtime/client-address.ts";
import { trackOwedAcks } from "./realtime/owed-acks.ts";
import { resyncAfterRedisOutage } from "./realtime/resync-after-outage.ts";
import { createMemoryPresence, createRedisPresence } from "./realtime/presence.ts";
import { startSessionSweep, type SessionSweep } from "./realtime/session-sweep.ts";
import {
  createSocketServer,
  heldConnections,
  type HuddleServer,
} from "./realtime/socket-server.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The Socket.IO server on this app's HTTP server. */
    io: HuddleServer;
    /** Drops sockets whose session ended or whose user was banned since they connected. */
    sessionSweep: SessionSweep;
    /** Domain events published after commit (src/events, docs/architecture.md). */
    bus: DomainEventBus;
    /** The scheduled jobs (src/jobs/scheduled-jobs.ts); main.ts starts it, tests need not. */
    jobs: JobRunner;
    /** Every per-user, per-socket and per-address budget (src/abuse/abuse-budgets.ts). */
    budgets: AbuseBudgets;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  jwtSecret: Uint8Array;
  clock?: Clock;
  redis?: Redis;
  /** Tests only: budgets other than the configured ones (e.g. a tiny handshake timeout). */
  budgets?: AbuseBudgets;
  /** Auth work after responses and sign-in waits (tests hold or skip them). */
  authTiming?: AuthTiming;
  /** Override fastify's logger (tests pass false). */
  logger?: FastifyServerOptions["logger"];
  /** How push endpoint host names resolve (system DNS by default; tests fake it). */
  resolveHost?: ResolveHost;
}

const BODY_LIMIT_BYTES = 100 * 1024;
/**
 * How long a shutdown waits for socket events already taken to be answered (main.ts gives the
 * whole shutdown 10 s); a send waiting on a slow database is answered or, after this, cut off.
 */
const SHUTDOWN_ACK_GRACE_MS = 5_000;

/** A hop count becomes "trust the first n hops" (what Fastify does with a number at run time). */
function trustProxyOption(trust: Config["TRUST_PROXY"]): FastifyServerOptions["trustProxy"] {
  if (typeof trust !== "number") return trust;
  return (_address, hopIndex) => hopIndex < trust;
}

const MAX_PATH_PARAM_LENGTH = 16_384;

/** Builds the whole HTTP app without listening; tests drive it through `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A path parameter longer than the router's default 100 characters would miss its route
    // (404 'No API route'); the route's own validation should name what is wrong with it.
    // Node's 16 KB header limit still bounds the whole URL.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextSafety(app);
  registerEmptyBodyAsObject(app);
  app.decorate("budgets", deps.budgets ?? abuseBudgets(config.ABUSE_BUDGET_SCALE));

  await registerSecurityHeaders(app, {
    stripeJs: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY),
  });
  await registerRateLimit(app, deps.redis);
  registerMetrics(app);
  await app.register(swagger, {
    openapi: { info: { title: "Huddle API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });

  const users = createUsersService(database.db);
  const sessions = createSessionsRepository(database.db);
  const accessTokens = createAccessTokens(deps.jwtSecret, config.ACCESS_TOKEN_TTL, clock);
  const resolveSession = createSessionResolver({ accessTokens, sessions, users, clock });
  const userLookups = createUserLookups(users, () => clock.now().getTime());
  const notifiedUsers = createUserLookups(users, () => clock.now().getTime(), NOTIFIED_USER_TTL_MS);
  /** A user changed on this node (ban, mute, tier, rename): its caches read them afresh. */
  const userChanged = (userId: string) => {
    resolveSession.forgetUser(userId);
    userLookups.forget(userId);
    notifiedUsers.forget(userId);
  };
  registerAuthentication(app, resolveSession);
  const filter = createModerationFilter(createModerationSettingsRepository(database.db));
  const screenPublicTexts = createPublicTextScreen(filter);
  const screenProfileTexts = createProfileTextFilter(screenPublicTexts);

  const io = createSocketServer(app.server, resolveSession, {
    budgets: app.budgets.sockets,
    clientAddress: clientAddressResolver(config.TRUST_PROXY),
    redis: deps.redis,
  });
  app.decorate("io", io);
  app.decorate(
    "sessionSweep",
    startSessionSweep({ io, sessions: createSessionQueries(database.db), clock, log: app.log }),
  );
  const owedAcks = trackOwedAcks(io);
  const afterRedisOutage = deps.redis ? resyncAfterRedisOutage(deps.redis, io) : () => undefined;
  app.addHook("preClose", async () => {
    app.sessionSweep.stop();
    await owedAcks.drain(SHUTDOWN_ACK_GRACE_MS);
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  const bus = createDomainEventBus(app.log);
  app.decorate("bus", bus);
  const clusterPresence = deps.redis ? createRedisPresence(deps.redis) : undefined;
  app.addHook("onClose", async () => clusterPresence?.stop());
  // A Redis restarted without persistence lost every count: each node counts its own again.
  afterRedisOutage(async () => {
    await clusterPresence?.restore(heldConnections(io)).catch((err: unknown) => {
      app.log.warn({ err }, "presence not restored after the Redis outage");
    });
  });
  const platform: Platform = {
    config,
    database,
    clock,
    mailer: deps.mailer,
    io,
    bus,
    rates: deps.redis ? createRedisRateStore(deps.redis) : createMemoryRateStore(),
    presence: clusterPresence ?? createMemoryPresence(),
    clustered: deps.redis !== undefined,
    afterRedisOutage,
  };

  // Slices, each a plugin (modules/<slice>/<slice>.plugin.ts), in dependency order: a plugin's
  // options name what it takes from the platform and from the slices registered before it.
  await app.register(healthPlugin, { ...platform, ...(deps.redis ? { redis: deps.redis } : {}) });
  await app.register(authPlugin, {
    ...platform,
    users,
    sessions,
    accessTokens,
    resolveSession,
    timing: deps.authTiming ?? createAuthTiming(app.log),
    screenUsername: (username) => screenProfileTexts({ username }),
    userChanged,
  });
  await app.register(wordReplacementsPlugin, platform);
  await app.register(followingPlugin, platform);
  await app.register(socialPlugin, { ...platform, users });
  await app.register(customTeamsPlugin, {
    ...platform,
    chatRooms: createChatRoomsService(createRoomMessagesRepository(database.db)),
    screenTexts: screenPublicTexts,
    textBlocker: () => filter.blocker(),
  });
  await app.register(sportsPlugin, {
    ...platform,
    following: app.following,
    customTeams: app.customTeams,
  });
  const rooms = createRoomDirectory(sportsRoomCatalog(createSportsQueries(database.db)), {
    custom: app.customTeams.rooms,
  });
  await app.register(notificationsPlugin, {
    ...platform,
    users,
    userLookups: notifiedUsers,
    authorLookups: userLookups,
    social: app.social,
    filter,
    rooms,
    roomNames: app.roomNames,
    wordReplacements: app.wordReplacements,
    resolveHost: deps.resolveHost,
  });
  await app.register(adminPlugin, {
    ...platform,
    users,
    filter,
    notifications: app.notifications,
    rooms,
    userChanged,
  });
  await app.register(chatPlugin, {
    ...platform,
    users,
    userLookups,
    filter,
    rooms,
    wordReplacements: app.wordReplacements,
    social: app.social,
    gameMoments: app.gameMoments,
    staff: { staffAction: app.staff.audit, queued: app.staff.alerts },
  });
  // After the chat: a reaction's broadcast goes out once the chat has dropped its cached pages.
  await app.register(reactionsPlugin, {
    ...platform,
    users: userLookups,
    rooms,
    social: app.social,
  });
  await app.register(predictionsPlugin, { ...platform, users, rooms, social: app.social });
  await app.register(profilePlugin, {
    ...platform,
    users,
    social: app.social,
    following: app.following,
    preferences: app.notifications.preferences,
    screenTexts: screenProfileTexts,
    userChanged,
  });
  await app.register(billingPlugin, { ...platform, forgetUser: userChanged });

  const jobs = createJobRunner({ sql: database.sql, log: app.log, pollMs: config.JOBS_POLL_MS });
  for (const job of scheduledJobs({
    config,
    scores: app.scores,
    deliveries: app.deliveries,
    mailer: deps.mailer,
  })) {
    jobs.recurring(job);
  }
  app.decorate("jobs", jobs);
  // Running rounds finish first; then what their and the chat's subscribers started.
  app.addHook("onClose", async () => {
    await jobs.stop();
    await bus.idle();
    await app.deliveries.idle();
    await app.mentions.idle();
  });

  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
