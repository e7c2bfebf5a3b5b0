import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AUTH_MESSAGES,
  meResponseSchema,
  availabilityResponseSchema,
  emailCheckQuerySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  resendVerificationResponseSchema,
  resetPasswordRequestSchema,
  resetTokenValidationSchema,
  tokenQuerySchema,
  usernameCheckQuerySchema,
} from "@huddle/contracts/auth";
import { successMessageSchema } from "@huddle/contracts/errors";
import { requireAuth } from "../../plugins/authenticate.ts";
import { presentAuthUser } from "../users/users.presenter.ts";
import type { AuthRateLimits } from "./auth.rate-limits.ts";
import type { AuthService } from "./auth.service.ts";

const limit = (rateLimit: { max: number; timeWindow: string }) => ({ rateLimit });

/** spec 000 §7 Auth: the nine calls, plus `me` and email verification. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthService,
  limits: AuthRateLimits,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/auth/register",
    {
      schema: { body: registerRequestSchema, response: { 201: successMessageSchema } },
      config: limit(limits.register),
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  r.post(
    "/api/auth/login",
    {
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
      config: limit(limits.login),
    },
    async (request) =>
      auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      }),
  );

  r.post(
    "/api/auth/refresh",
    {
      schema: { body: refreshRequestSchema, response: { 200: refreshResponseSchema } },
      config: limit(limits.refresh),
    },
    async (request) => auth.refresh(request.body.refreshToken),
  );

  r.post(
    "/api/auth/logout",
    { onRequest: app.authenticate, schema: { response: { 200: successMessageSchema } } },
    async (request) => auth.logout(requireAuth(request).sessionId),
  );

  r.get(
    "/api/auth/me",
    {
      onRequest: app.authenticate,
      schema: { response: { 200: meResponseSchema } },
    },
    async (request) => ({ user: presentAuthUser(requireAuth(request).user) }),
  );

  r.get(
    "/api/auth/check/username",
    {
      schema: {
        querystring: usernameCheckQuerySchema,
        response: { 200: availabilityResponseSchema },
      },
      config: limit(limits.availability),
    },
    async (request) => auth.checkUsername(request.query.username),
  );

  r.get(
    "/api/auth/check/email",
    {
      schema: { querystring: emailCheckQuerySchema, response: { 200: availabilityResponseSchema } },
      config: limit(limits.availability),
    },
    async (request) => auth.checkEmail(request.query.email),
  );

  r.post(
    "/api/auth/forgot-password",
    {
      schema: { body: forgotPasswordRequestSchema, response: { 200: successMessageSchema } },
      config: limit(limits.forgotPassword),
    },
    async (request) => auth.forgotPassword(request.body.email),
  );

  r.get(
    "/api/auth/reset-password/validate",
    {
      schema: { querystring: tokenQuerySchema, response: { 200: resetTokenValidationSchema } },
      config: limit(limits.resetPassword),
    },
    async (request) => auth.validateResetToken(request.query.token),
  );

  r.post(
    "/api/auth/reset-password",
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: successMessageSchema } },
      config: limit(limits.resetPassword),
    },
    async (request) => auth.resetPassword(request.body),
  );

  r.post(
    "/api/auth/resend-verification",
    {
      onRequest: app.authenticate,
      schema: { response: { 200: resendVerificationResponseSchema } },
    },
    async (request) => auth.resendVerification(requireAuth(request).user.id),
  );

  // The link in the verification email; lands on the sign-in page with the outcome.
  r.get(
    "/api/auth/verify-email",
    { schema: { querystring: tokenQuerySchema }, config: limit(limits.resetPassword) },
    async (request, reply) => {
      const verified = request.query.token ? await auth.verifyEmail(request.query.token) : false;
      const message = verified ? AUTH_MESSAGES.emailVerified : AUTH_MESSAGES.verifyInvalidToken;
      return reply.redirect(`/login?message=${encodeURIComponent(message)}`);
    },
  );
}
