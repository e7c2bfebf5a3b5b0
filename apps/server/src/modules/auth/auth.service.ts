import {
  AUTH_MESSAGES,
  emailSchema,
  publicUsernameSchema,
  type AvailabilityResponse,
  type LoginRequest,
  type LoginResponse,
  type RefreshResponse,
  type RegisterRequest,
  type ResendVerificationResponse,
  type ResetPasswordRequest,
  type ResetTokenValidation,
} from "@huddle/contracts/auth";
import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  RESET_TOKEN_TTL_MS,
} from "@huddle/contracts/constants";
import type { AbuseBudgets } from "../../abuse/abuse-budgets.ts";
import type { Clock } from "../../lib/clock.ts";
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  tooManyRequests,
  unauthorized,
  unprocessable,
} from "../../lib/http-error.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import type { RateStore } from "../../lib/rate/rate-store.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { generateOpaqueToken, hashToken } from "../../lib/secret-tokens.ts";
import type { UsersService } from "../users/users.service.ts";
import { presentAuthUser } from "../users/users.presenter.ts";
import type { AccessTokens } from "./access-tokens.ts";
import {
  emailVerificationEmail,
  passwordResetEmail,
  resentVerificationEmail,
} from "./auth.emails.ts";
import type { AuthTiming } from "./auth-timing.ts";
import type { AuthTokensRepository } from "./auth-tokens.repository.ts";
import type { LoginFailuresRepository } from "./login-failures.repository.ts";
import type { SessionsRepository } from "./sessions.repository.ts";
import { violatedUniqueConstraint } from "../../lib/unique-violation.ts";

const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000;

export interface AuthServiceDeps {
  users: UsersService;
  sessions: SessionsRepository;
  authTokens: AuthTokensRepository;
  loginFailures: LoginFailuresRepository;
  accessTokens: AccessTokens;
  mailer: Mailer;
  clock: Clock;
  timing: AuthTiming;
  /** The account-wide slowdown after many failed sign-ins (src/abuse/abuse-budgets.ts). */
  loginBudget: AbuseBudgets["login"];
  /** Verification links a signed-in user may ask for (src/abuse/abuse-budgets.ts). */
  verificationBudget: AbuseBudgets["verificationEmails"];
  rates: RateStore;
  /** Refuses a username the content filter blocks (register; renames are the profile's). */
  screenUsername(username: string): Promise<void>;
  refreshTokenTtlMs: number;
  publicUrl: string;
  requireEmailVerification: boolean;
  /** Told when sessions end, so caches of resolved sessions drop them at once. */
  sessionsEnded: { session(sessionId: string): void; user(userId: string): void };
  /** Told when a user's row changes, so cached sessions do not serve the old row. */
  userChanged(userId: string): void;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, sessions, authTokens, loginFailures, accessTokens, mailer, clock, timing } = deps;
  const budget = deps.loginBudget;

  async function issueEmailToken(userId: string, purpose: "password_reset" | "email_verification") {
    const token = generateOpaqueToken();
    const ttl = purpose === "password_reset" ? RESET_TOKEN_TTL_MS : EMAIL_VERIFICATION_TTL_MS;
    await authTokens.insert({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + ttl),
    });
    return token;
  }

  const verificationLink = (token: string) =>
    `${deps.publicUrl}/api/auth/verify-email?token=${token}`;

  /** The filter's refusal of a username as a sentence, or null when it passes. */
  async function filterRefusal(username: string): Promise<string | null> {
    try {
      await deps.screenUsername(username);
      return null;
    } catch (error) {
      if (error instanceof HttpError) return error.message;
      throw error;
    }
  }

  return {
    async register(input: RegisterRequest): Promise<{ success: true; message: string }> {
      if (input.acceptedTerms !== true) {
        throw unprocessable(AUTH_MESSAGES.termsRequired, [AUTH_MESSAGES.termsRequired]);
      }
      await deps.screenUsername(input.username);
      if (await users.usernameExists(input.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
      if (await users.emailExists(input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const now = clock.now();
      const acceptedAt = input.acceptedTermsAt ? new Date(input.acceptedTermsAt) : now;
      let user;
      try {
        user = await users.insert({
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          acceptedTerms: true,
          // A client clock far in the future must not be recorded as the acceptance time.
          acceptedTermsAt: acceptedAt > now ? now : acceptedAt,
          createdAt: now,
        });
      } catch (error) {
        throw uniqueViolationToConflict(error);
      }
      if (deps.requireEmailVerification) {
        const token = await issueEmailToken(user.id, "email_verification");
        const link = verificationLink(token);
        mailer.sendInBackground(emailVerificationEmail(user.email, user.username, link));
        return {
          success: true,
          message: "Account created. Check your email for a link to verify your address.",
        };
      }
      return { success: true, message: AUTH_MESSAGES.registered };
    },

    async login(input: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
      const now = clock.now();
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
      const accountSince = new Date(now.getTime() - budget.windowMs);
      const user = await users.findByUsernameOrEmail(input.usernameOrEmail);
      // Failures count per account, whichever of its username or email was typed; an unknown
      // name counts on its own so guessing names is limited too.
      const accountKey = user ? `user:${user.id}` : input.usernameOrEmail.toLowerCase();
      const failures = await loginFailures.countSince(accountKey, client.ip, since, accountSince);
      if (failures.fromAddress >= LOGIN_FAILURE_LIMIT) {
        throw tooManyRequests(AUTH_MESSAGES.tooManyLoginAttempts, LOGIN_FAILURE_WINDOW_MS / 1000);
      }
      // Guesses spread over many addresses each wait before they are checked; unlike a lockout
      // this never shuts the owner out, it only makes guessing slow.
      if (failures.total >= budget.slowdownAfterFailures) await timing.sleep(budget.delayMs);
      const fail = async (message: string) => {
        await loginFailures.record(accountKey, client.ip, now);
        // Rows older than both windows no longer count; drop them so the table stays small.
        await loginFailures.pruneBefore(since < accountSince ? since : accountSince);
        return unauthorized(message);
      };
      if (!user) throw await fail(AUTH_MESSAGES.accountNotFound);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw await fail(AUTH_MESSAGES.wrongPassword);
      }
      if (user.banned) {
        // A timed ban says until when (issue 13); a permanent one carries null.
        throw new HttpError(403, AUTH_MESSAGES.suspended, undefined, undefined, {
          bannedUntil: user.bannedUntil?.toISOString() ?? null,
        });
      }
      if (deps.requireEmailVerification && !user.emailVerified) {
        throw forbidden(AUTH_MESSAGES.unverified);
      }
      await loginFailures.clear(accountKey, client.ip);
      const refreshToken = generateOpaqueToken();
      const session = await sessions.insert({
        userId: user.id,
        refreshTokenHash: hashToken(refreshToken),
        expiresAt: new Date(now.getTime() + deps.refreshTokenTtlMs),
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      });
      const updated = (await users.update(user.id, { lastLogin: now, lastActive: now })) ?? user;
      return {
        success: true,
        tokens: { accessToken: await accessTokens.sign(user.id, session.id), refreshToken },
        user: presentAuthUser(updated),
      };
    },

    /** spec 000 §4: a refresh returns a new access token and keeps the refresh token. */
    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const now = clock.now();
      const found = await sessions.findLiveByRefreshHash(hashToken(refreshToken), now);
      if (!found) throw unauthorized("Your session has ended. Please sign in again.");
      if (found.user.banned) {
        await sessions.revoke(found.session.id, now);
        deps.sessionsEnded.user(found.user.id);
        throw forbidden(AUTH_MESSAGES.suspended);
      }
      await sessions.touch(found.session.id, now);
      return {
        success: true,
        tokens: { accessToken: await accessTokens.sign(found.user.id, found.session.id) },
      };
    },

    async logout(sessionId: string): Promise<{ success: true; message: string }> {
      await sessions.revoke(sessionId, clock.now());
      deps.sessionsEnded.session(sessionId);
      return { success: true, message: AUTH_MESSAGES.loggedOut };
    },

    async checkUsername(username: string): Promise<AvailabilityResponse> {
      const parsed = publicUsernameSchema.safeParse(username);
      if (!parsed.success) return unavailable(parsed.error.issues[0]?.message);
      const refusal = await filterRefusal(parsed.data);
      if (refusal) return unavailable(refusal);
      if (await users.usernameExists(parsed.data)) return unavailable(AUTH_MESSAGES.usernameTaken);
      return { available: true, isAvailable: true };
    },

    async checkEmail(email: string): Promise<AvailabilityResponse> {
      const parsed = emailSchema.safeParse(email);
      if (!parsed.success) return unavailable(parsed.error.issues[0]?.message);
      if (await users.emailExists(parsed.data)) return unavailable(AUTH_MESSAGES.emailTaken);
      return { available: true, isAvailable: true };
    },

    /**
     * Always the same answer, given before any look-up: the account search, token and mail run
     * after the response, so neither the text nor the timing tells who has an account.
     */
    forgotPassword(email: string): { success: true; message: string } {
      timing.afterResponse(async () => {
        const user = await users.findByEmail(email);
        if (!user || user.banned) return;
        const token = await issueEmailToken(user.id, "password_reset");
        const link = `${deps.publicUrl}/reset-password/${token}`;
        await mailer.send(passwordResetEmail(user.email, user.username, link));
      });
      return { success: true, message: AUTH_MESSAGES.forgotPasswordSent };
    },

    async validateResetToken(token: string): Promise<ResetTokenValidation> {
      if (!token) return { valid: false, email: null };
      const email = await authTokens.findUsableEmail(
        hashToken(token),
        "password_reset",
        clock.now(),
      );
      return email ? { valid: true, email } : { valid: false, email: null };
    },

    /** Sets the new password, spends the token and ends every session of the user. */
    async resetPassword(input: ResetPasswordRequest): Promise<{ success: true; message: string }> {
      const now = clock.now();
      const passwordHash = await hashPassword(input.newPassword);
      const userId = await authTokens.consume(hashToken(input.token), "password_reset", now);
      if (!userId) throw badRequest(AUTH_MESSAGES.resetInvalidToken);
      // Following the emailed link proved the address, so email notifications may reach it.
      await users.update(userId, { passwordHash, emailVerified: true });
      await authTokens.retireAllForUser(userId, "password_reset", now);
      await sessions.revokeAllForUser(userId, now);
      deps.sessionsEnded.user(userId);
      return { success: true, message: AUTH_MESSAGES.resetSuccess };
    },

    async verifyEmail(token: string): Promise<boolean> {
      const userId = await authTokens.consume(hashToken(token), "email_verification", clock.now());
      if (!userId) return false;
      await users.update(userId, { emailVerified: true });
      deps.userChanged(userId);
      return true;
    },

    /**
     * Mails a fresh verification link to the signed-in user's address (older links stay valid
     * until they expire). Limited per user, since the address is not yet proved to be theirs.
     */
    async resendVerification(userId: string): Promise<ResendVerificationResponse> {
      // Read fresh: a cached session row may predate a verification done a moment ago.
      const user = await users.findById(userId);
      if (!user) throw unauthorized("Your session has ended. Please sign in again.");
      if (user.emailVerified) {
        return { success: true, alreadyVerified: true, message: AUTH_MESSAGES.alreadyVerified };
      }
      const { max, windowMs } = deps.verificationBudget;
      const budget = await deps.rates.hit(`verification-email:${user.id}`, max, windowMs);
      if (!budget.allowed) {
        throw tooManyRequests(
          AUTH_MESSAGES.tooManyVerificationEmails,
          Math.ceil(budget.retryAfterMs / 1000),
        );
      }
      const link = verificationLink(await issueEmailToken(user.id, "email_verification"));
      mailer.sendInBackground(resentVerificationEmail(user.email, user.username, link));
      return { success: true, alreadyVerified: false, message: AUTH_MESSAGES.verificationSent };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function unavailable(reason = "Not available"): AvailabilityResponse {
  return { available: false, isAvailable: false, reason };
}

/** Two simultaneous sign-ups with one name pass the pre-check; the unique index decides. */
function uniqueViolationToConflict(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === undefined) return error;
  return conflict(
    constraint === "users_email_lower_idx" ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken,
  );
}
