import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import type { UsersService } from "../users/users.service.ts";
import type { AccessTokens } from "./access-tokens.ts";
import type { AuthTiming } from "./auth-timing.ts";
import { createAuthTokensRepository } from "./auth-tokens.repository.ts";
import { authRateLimits } from "./auth.rate-limits.ts";
import { registerAuthRoutes } from "./auth.routes.ts";
import { createAuthService, type AuthServiceDeps } from "./auth.service.ts";
import { createLoginFailuresRepository } from "./login-failures.repository.ts";
import type { SessionResolver } from "./session-resolver.ts";
import type { SessionsRepository } from "./sessions.repository.ts";

export interface AuthPluginOptions extends Pick<
  Platform,
  "config" | "database" | "clock" | "mailer" | "rates"
> {
  users: UsersService;
  /** Shared with the session resolver the platform authenticates requests and sockets with. */
  sessions: SessionsRepository;
  accessTokens: AccessTokens;
  resolveSession: SessionResolver;
  timing: AuthTiming;
  screenUsername: AuthServiceDeps["screenUsername"];
  /** An account changed (verified, password reset): every cache of it reads it afresh. */
  userChanged: AuthServiceDeps["userChanged"];
}

/** Registration, sign-in, sessions, verification and password reset (spec 000 §1). */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, opts) => {
    const { config, database, resolveSession } = opts;
    app.addHook("onClose", () => opts.timing.idle());
    const auth = createAuthService({
      users: opts.users,
      sessions: opts.sessions,
      authTokens: createAuthTokensRepository(database.db),
      loginFailures: createLoginFailuresRepository(database.db),
      accessTokens: opts.accessTokens,
      mailer: opts.mailer,
      clock: opts.clock,
      timing: opts.timing,
      loginBudget: app.budgets.login,
      verificationBudget: app.budgets.verificationEmails,
      rates: opts.rates,
      screenUsername: opts.screenUsername,
      refreshTokenTtlMs: config.REFRESH_TOKEN_TTL,
      publicUrl: config.PUBLIC_URL,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      sessionsEnded: { session: resolveSession.forgetSession, user: resolveSession.forgetUser },
      userChanged: opts.userChanged,
    });
    registerAuthRoutes(app, auth, authRateLimits(config.AUTH_RATE_LIMIT_SCALE));
  },
  { name: "auth" },
);
