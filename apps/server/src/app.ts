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
import { systemClock, type Clock } from "./lib/clock.ts";
import { loggerOptions } from "./lib/logger.ts";
import type { Mailer } from "./lib/mail/mailer.ts";
import { createAccessTokens } from "./modules/auth/access-tokens.ts";
import { createAuthTokensRepository } from "./modules/auth/auth-tokens.repository.ts";
import { registerAuthRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createAuthTiming, type AuthTiming } from "./modules/auth/auth-timing.ts";
import { createLoginFailuresRepository } from "./modules/auth/login-failures.repository.ts";
import { createSessionsRepository } from "./modules/auth/sessions.repository.ts";
import { createSessionQueries } from "./modules/auth/sessions.queries.ts";
import { createSessionResolver } from "./modules/auth/session-resolver.ts";
import { registerHealthRoutes } from "./modules/health/health.routes.ts";
import { createProfileTextFilter } from "./modules/users/profile-text-filter.ts";
import { createUsersService } from "./modules/users/users.service.ts";
import { registerAuthentication } from "./plugins/authenticate.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";
import { registerTextSafety } from "./plugins/text-safety.ts";
import { createMemoryRateStore, createRedisRateStore } from "./lib/rate/rate-store.ts";
import { registerChatRoutes } from "./modules/chat/chat.routes.ts";
import { createChatService } from "./modules/chat/chat.service.ts";
import { createChatRoomsService } from "./modules/chat/chat-rooms.service.ts";
import { createRoomMessagesRepository } from "./modules/chat/room-messages.repository.ts";
import { registerChatSocket } from "./modules/chat/chat.socket.ts";
import { createMessagesRepository } from "./modules/chat/messages.repository.ts";
import { createChatQueries } from "./modules/chat/chat.queries.ts";
import { createReportsRepository } from "./modules/chat/reports.repository.ts";
import { createReportsService } from "./modules/chat/reports.service.ts";
import { createRoomDirectory, sportsRoomCatalog } from "./modules/chat/room-directory.ts";
import { createRoomSettingsRepository } from "./modules/chat/room-settings.repository.ts";
import { createModerationFilter } from "./modules/moderation/moderation-filter.ts";
import { createModerationSettingsRepository } from "./modules/moderation/moderation-settings.repository.ts";
import { createModerationSettingsQueries } from "./modules/moderation/moderation-settings.queries.ts";
import { createWordReplacementsRepository } from "./modules/word-replacements/word-replacements.repository.ts";
import { registerWordReplacementRoutes } from "./modules/word-replacements/word-replacements.routes.ts";
import { createWordReplacementsService } from "./modules/word-replacements/word-replacements.service.ts";
import { createMemoryPresence, createRedisPresence } from "./realtime/presence.ts";
import { createFollowingRepository } from "./modules/following/following.repository.ts";
import { createFollowingQueries } from "./modules/following/following.queries.ts";
import { registerFollowingRoutes } from "./modules/following/following.routes.ts";
import { createFollowingService } from "./modules/following/following.service.ts";
import { createGameMoments } from "./modules/sports/game-moment.ts";
import { createScoresEngine, type ScoresEngine } from "./modules/sports/scores-engine.ts";
import { createGameFinals } from "./modules/sports/game-finals.ts";
import { registerSportsTestHooks } from "./modules/sports/sports-test-hooks.routes.ts";
import { createPredictionsRepository } from "./modules/predictions/predictions.repository.ts";
import { registerPredictionRoutes } from "./modules/predictions/predictions.routes.ts";
import { createPredictionsService } from "./modules/predictions/predictions.service.ts";
import { createScoresProvider } from "./modules/sports/scores-provider-factory.ts";
import { createSportsRepository } from "./modules/sports/sports.repository.ts";
import { createSportsQueries } from "./modules/sports/sports.queries.ts";
import { registerSportsRoutes } from "./modules/sports/sports.routes.ts";
import { createSportsService } from "./modules/sports/sports.service.ts";
import { createCustomRoomNavigation } from "./modules/custom-teams/custom-room-navigation.ts";
import { registerProfileRoutes } from "./modules/profile/profile.routes.ts";
import { createProfileService } from "./modules/profile/profile.service.ts";
import { createSocialRepository } from "./modules/social/social.repository.ts";
import { registerSocialRoutes } from "./modules/social/social.routes.ts";
import { createSocialService } from "./modules/social/social.service.ts";
import { createNotificationServices } from "./modules/notifications/notifications.module.ts";
import type { ResolveHost } from "./modules/notifications/push-endpoint-guard.ts";
import { registerNotificationRoutes } from "./modules/notifications/notifications.routes.ts";
import { createDeliveries } from "./modules/notifications/delivery/delivery.module.ts";
import type { DeliveryEngine } from "./modules/notifications/delivery/delivery-engine.ts";
import { createJobRunner, type JobRunner } from "./jobs/job-runner.ts";
import { scheduledJobs } from "./jobs/scheduled-jobs.ts";
import { clientAddressResolver } from "./realtime/client-address.ts";
import { userRoom } from "./realtime/connection-caps.ts";
import { startSessionSweep, type SessionSweep } from "./realtime/session-sweep.ts";
import {
  createSocketServer,
  socketChatEvents,
  type HuddleServer,
} from "./realtime/socket-server.ts";
import {
  createCustomTeams,
  registerCustomTeams,
} from "./modules/custom-teams/custom-teams.module.ts";
import { registerTeamRoomsSocket } from "./modules/custom-teams/team-rooms.socket.ts";
import { registerBilling } from "./modules/billing/billing.module.ts";
import { createAdmin } from "./modules/admin/admin.module.ts";
import { createNotificationPreferencesRepository } from "./modules/notifications/notification-preferences.repository.ts";
import { createMentions, type Mentions } from "./modules/notifications/mentions/mentions.module.ts";
import { createReactionsQueries } from "./modules/reactions/reactions.queries.ts";
import { createReactionsRepository } from "./modules/reactions/reactions.repository.ts";
import { registerReactionRoutes } from "./modules/reactions/reactions.routes.ts";
import { createReactionsService } from "./modules/reactions/reactions.service.ts";
import { registerReactionsSocket } from "./modules/reactions/reactions.socket.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The Socket.IO server on this app's HTTP server. */
    io: HuddleServer;
    /** Drops sockets whose session ended or whose user was banned since they connected. */
    sessionSweep: SessionSweep;
    /** Live scores; the job runner calls tick(), and so do tests. */
    scores: ScoresEngine;
    /** Notification delivery (digests, game-start and followed-user pushes). */
    deliveries: DeliveryEngine;
    /** Mention notifications (issue 15 §1); tests wait on idle(). */
    mentions: Mentions;
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

/** A hop count becomes "trust the first n hops" (what Fastify does with a number at run time). */
function trustProxyOption(trust: Config["TRUST_PROXY"]): FastifyServerOptions["trustProxy"] {
  if (typeof trust !== "number") return trust;
  return (_address, hopIndex) => hopIndex < trust;
}

/** Builds the whole HTTP app without listening; tests drive it through `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextSafety(app);
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
  registerAuthentication(app, resolveSession);

  const moderationSettings = createModerationSettingsRepository(database.db);
  const filter = createModerationFilter(moderationSettings);
  const screenProfileTexts = createProfileTextFilter(filter);
  const rates = deps.redis ? createRedisRateStore(deps.redis) : createMemoryRateStore();
  const authTiming = deps.authTiming ?? createAuthTiming(app.log);
  app.addHook("onClose", () => authTiming.idle());
  const auth = createAuthService({
    users,
    sessions,
    authTokens: createAuthTokensRepository(database.db),
    loginFailures: createLoginFailuresRepository(database.db),
    accessTokens,
    mailer: deps.mailer,
    clock,
    timing: authTiming,
    loginBudget: app.budgets.login,
    verificationBudget: app.budgets.verificationEmails,
    rates,
    screenUsername: (username) => screenProfileTexts({ username }),
    refreshTokenTtlMs: config.REFRESH_TOKEN_TTL,
    publicUrl: config.PUBLIC_URL,
    requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
    sessionsEnded: { session: resolveSession.forgetSession, user: resolveSession.forgetUser },
    userChanged: resolveSession.forgetUser,
  });

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
  app.addHook("preClose", async () => {
    app.sessionSweep.stop();
    io.local.disconnectSockets(true);
    io.engine.close();
  });

  const messages = createMessagesRepository(database.db, clock);
  const sportsRepo = createSportsRepository(database.db);
  // Other slices see sports, following and chat only through their public look-ups (issue 10 §1).
  const sports = createSportsQueries(database.db);
  const followedTeams = createFollowingQueries(database.db);
  const chatQueries = createChatQueries(database.db);
  const momentFor = createGameMoments(sportsRepo);
  const wordReplacements = createWordReplacementsService(
    createWordReplacementsRepository(database.db),
  );
  const followingRepo = createFollowingRepository(database.db);
  const social = createSocialService({
    repo: createSocialRepository(database.db),
    users,
    following: followedTeams,
    sports,
  });
  const notifications = createNotificationServices({
    config,
    db: database.db,
    clock,
    budgets: app.budgets.notifications,
    filter,
    rates,
    resolveHost: deps.resolveHost,
  });
  const customTeams = createCustomTeams(
    database.db,
    clock,
    createChatRoomsService(createRoomMessagesRepository(database.db)),
    // Called on requests only, after `deliveries` below exists.
    (userId, notice) => deliveries.joinRequestDecided(userId, notice),
  );
  const rooms = createRoomDirectory(sportsRoomCatalog(sports), { custom: customTeams.rooms });
  /** A reader's word filter for pushes, emails and mentions, as their chat would show. */
  const readerRewrite = async (userId: string) => {
    const viewer = await users.findById(userId);
    const rewrite = viewer ? await wordReplacements.rewriterFor(viewer) : null;
    return rewrite ?? ((text: string) => text);
  };
  const mayRead = (userId: string, roomSlug: string) =>
    rooms.open(userId, roomSlug, "read").then(
      () => true,
      () => false,
    );
  const deliveries = createDeliveries({
    database,
    following: followedTeams,
    sports,
    push: notifications.push,
    mailer: deps.mailer,
    users,
    inApp: (userId, notice) => io.to(userRoom(userId)).emit("join-request-decided", notice),
    clock,
    publicUrl: config.PUBLIC_URL,
    rewriterFor: readerRewrite,
    mayRead,
    log: app.log,
  });
  app.decorate("deliveries", deliveries);
  const admin = createAdmin({
    db: database.db,
    io,
    clock,
    mailer: deps.mailer,
    publicUrl: config.PUBLIC_URL,
    users,
    messages: chatQueries,
    moderationSettings: createModerationSettingsQueries(database.db),
    filter,
    notifications: {
      preferences: createNotificationPreferencesRepository(database.db),
      push: notifications.push,
    },
    roomExists: (slug) =>
      rooms.resolve(slug).then(
        () => true,
        () => false,
      ),
    userChanged: resolveSession.forgetUser,
    clustered: deps.redis !== undefined,
  });
  const staffAlerts = admin.alerts(app.log);
  const socketEvents = socketChatEvents(io);
  const chat = createChatService({
    messages,
    roomSettings: createRoomSettingsRepository(database.db),
    users,
    filter,
    rates,
    budgets: app.budgets.chat,
    rooms,
    events: {
      ...socketEvents,
      messageCreated: (message) => {
        socketEvents.messageCreated(message);
        deliveries.messageCreated(message);
        mentions.messageCreated(message);
      },
      messageScreened: staffAlerts.screened,
    },
    clock,
    rewriterFor: (viewer) => wordReplacements.rewriterFor(viewer),
    blockedBy: (viewer) => social.blockedIdsOf(viewer.id),
    momentFor: (room) => momentFor(room),
    reactions: createReactionsQueries(database.db),
    staffAction: ({ actor, ...entry }) =>
      admin.audit.append({ ...entry, actorId: actor.id, actorName: actor.username, reason: "" }),
  });
  const following = createFollowingService(followingRepo, sports);
  const presence = deps.redis ? createRedisPresence(deps.redis) : createMemoryPresence();
  registerChatSocket(io, chat, presence, app.log, app.budgets.sockets);
  registerTeamRoomsSocket(io, presence, customTeams.rooms, deps.redis !== undefined);
  const reactions = createReactionsService({
    repo: createReactionsRepository(database.db),
    users,
    messages: chatQueries,
    rooms,
    social,
    rates,
    budgets: app.budgets.reactions,
    reactionUpdated: (update) => {
      chat.forgetRoom(update.roomSlug);
      io.to(update.roomSlug).emit("reaction-updated", update);
    },
  });
  registerReactionsSocket(io, reactions, app.log);
  const mentions = createMentions({
    db: database.db,
    clock,
    users,
    social,
    rooms,
    presence,
    push: notifications.push,
    mailer: deps.mailer,
    publicUrl: config.PUBLIC_URL,
    rewriterFor: readerRewrite,
    mayRead,
    inApp: (userId, mention) => io.to(userRoom(userId)).emit("mentioned", mention),
    log: app.log,
  });
  app.decorate("mentions", mentions);

  registerHealthRoutes(app, database);
  registerAuthRoutes(app, auth);
  registerReactionRoutes(app, reactions);
  mentions.register(app);
  registerChatRoutes(
    app,
    chat,
    createReportsService({
      messages,
      reports: createReportsRepository(database.db),
      rates,
      budgets: app.budgets,
      queued: staffAlerts,
    }),
  );
  admin.register(app, {
    ...socketEvents,
    messageCreated: (message) => {
      chat.forgetRoom(message.roomSlug);
      socketEvents.messageCreated(message);
      deliveries.messageCreated(message);
      mentions.messageCreated(message);
    },
    messageDeleted: (payload) => {
      chat.forgetRoom(payload.roomSlug);
      socketEvents.messageDeleted(payload);
    },
  });
  registerWordReplacementRoutes(app, wordReplacements);
  registerFollowingRoutes(app, following);
  registerSocialRoutes(app, social);
  registerProfileRoutes(
    app,
    createProfileService({
      users,
      chat: chatQueries,
      social,
      following,
      preferences: notifications.preferences,
      screenTexts: screenProfileTexts,
      userChanged: resolveSession.forgetUser,
    }),
  );
  registerNotificationRoutes(app, notifications);
  const customRooms = createCustomRoomNavigation({
    teams: customTeams.repositories.teams,
    games: customTeams.repositories.games,
    rooms: customTeams.rooms,
  });
  registerSportsRoutes(
    app,
    createSportsService({ repo: sportsRepo, following, clock, customRooms }),
  );
  const predictions = createPredictionsService({
    repo: createPredictionsRepository(database.db),
    sports,
    openRoom: (userId, slug) => rooms.open(userId, slug, "read"),
    followingIds: async (userId) => (await social.following(userId)).users.map((u) => u.id),
    userByUsername: (username) => users.findByUsername(username),
    announce: (roomSlug, text) => chat.announce(roomSlug, text),
    clock,
    log: app.log,
  });
  registerPredictionRoutes(app, predictions);
  // Finished games, whichever provider reports them, settle the picks (predictions slice).
  const finals = createGameFinals(app.log);
  finals.subscribe((games) => predictions.settleFinals(games));
  app.decorate(
    "scores",
    createScoresEngine({
      provider: createScoresProvider(config, clock, app.log),
      repo: sportsRepo,
      io,
      announce: (roomSlug, text) => chat.announce(roomSlug, text),
      finals,
      log: app.log,
    }),
  );
  if (config.E2E_TEST_HOOKS) registerSportsTestHooks(app, app.scores);
  const jobs = createJobRunner({ sql: database.sql, log: app.log, pollMs: config.JOBS_POLL_MS });
  for (const job of scheduledJobs({ config, scores: app.scores, deliveries })) jobs.recurring(job);
  app.decorate("jobs", jobs);
  // Running rounds finish first; then the pushes they and the chat started.
  app.addHook("onClose", async () => {
    await jobs.stop();
    await deliveries.idle();
    await mentions.idle();
  });
  await registerCustomTeams(app, customTeams);
  await registerBilling(app, {
    config,
    db: database.db,
    io,
    forgetUser: resolveSession.forgetUser,
  });

  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
