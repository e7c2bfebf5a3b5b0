import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import swagger from "@fastify/swagger";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { systemClock, type Clock } from "./lib/clock.ts";
import { loggerOptions } from "./lib/logger.ts";
import type { Mailer } from "./lib/mail/mailer.ts";
import { createAccessTokens } from "./modules/auth/access-tokens.ts";
import { createAuthTokensRepository } from "./modules/auth/auth-tokens.repository.ts";
import { registerAuthRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createLoginFailuresRepository } from "./modules/auth/login-failures.repository.ts";
import { createSessionsRepository } from "./modules/auth/sessions.repository.ts";
import { registerHealthRoutes } from "./modules/health/health.routes.ts";
import { createUsersRepository } from "./modules/users/users.repository.ts";
import { registerAuthentication } from "./plugins/authenticate.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { registerSecurityHeaders } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  jwtSecret: Uint8Array;
  clock?: Clock;
  redis?: Redis;
  /** Override fastify's logger (tests pass false). */
  logger?: FastifyServerOptions["logger"];
}

const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the whole HTTP app without listening; tests drive it through `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    disableRequestLogging: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app);
  await registerRateLimit(app, deps.redis);
  registerMetrics(app);
  await app.register(swagger, {
    openapi: { info: { title: "Huddle API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });

  const users = createUsersRepository(database.db);
  const sessions = createSessionsRepository(database.db);
  const accessTokens = createAccessTokens(deps.jwtSecret, config.ACCESS_TOKEN_TTL, clock);
  registerAuthentication(app, { accessTokens, sessions, users, clock });

  const auth = createAuthService({
    users,
    sessions,
    authTokens: createAuthTokensRepository(database.db),
    loginFailures: createLoginFailuresRepository(database.db),
    accessTokens,
    mailer: deps.mailer,
    clock,
    refreshTokenTtlMs: config.REFRESH_TOKEN_TTL,
    publicUrl: config.PUBLIC_URL,
    requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
  });

  registerHealthRoutes(app, database);
  registerAuthRoutes(app, auth);
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
