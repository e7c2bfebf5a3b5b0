import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  joinRequestBodySchema,
  joinResponseSchema,
} from "@huddle/contracts/custom-team-management";
import {
  teamSearchQuerySchema,
  teamSearchResponseSchema,
} from "@huddle/contracts/custom-team-search";
import {
  createCustomTeamSchema,
  customTeamListSchema,
  customTeamResponseSchema,
  followToggleResponseSchema,
  shareCodeParamsSchema,
  sharedTeamResponseSchema,
  teamIdParamsSchema,
  teamLimitsResponseSchema,
  updateCustomTeamSchema,
} from "@huddle/contracts/custom-teams";
import { removedResponseSchema } from "@huddle/contracts/custom-team-management";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { MembershipService } from "./custom-team-membership.service.ts";
import type { CustomTeamsService } from "./custom-teams.service.ts";

export const BASE = "/api/custom-teams";
export const userIdOf = (request: FastifyRequest) => requireAuth(request).user.id;

/** Issue 11 API: teams, search, limits, join, follow and share links. */
export function registerCustomTeamRoutes(
  app: FastifyInstance,
  teams: CustomTeamsService,
  membership: MembershipService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const byId = { params: teamIdParamsSchema };

  r.get(
    `${BASE}/search`,
    {
      ...auth,
      schema: { querystring: teamSearchQuerySchema, response: { 200: teamSearchResponseSchema } },
    },
    async (request) => teams.search(userIdOf(request), request.query),
  );
  r.get(
    `${BASE}/mine`,
    { ...auth, schema: { response: { 200: customTeamListSchema } } },
    (request) => teams.mine(userIdOf(request)),
  );
  r.get(
    `${BASE}/followed`,
    { ...auth, schema: { response: { 200: customTeamListSchema } } },
    (request) => teams.followed(userIdOf(request)),
  );
  r.get(
    `${BASE}/limits`,
    { ...auth, schema: { response: { 200: teamLimitsResponseSchema } } },
    (request) => teams.limits(userIdOf(request)),
  );

  r.post(
    BASE,
    {
      ...auth,
      schema: { body: createCustomTeamSchema, response: { 201: customTeamResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ team: await teams.create(userIdOf(request), request.body) }),
  );
  r.get(
    `${BASE}/:id`,
    { ...auth, schema: { ...byId, response: { 200: customTeamResponseSchema } } },
    async (request) => ({ team: await teams.details(request.params.id, userIdOf(request)) }),
  );
  r.put(
    `${BASE}/:id`,
    {
      ...auth,
      schema: {
        ...byId,
        body: updateCustomTeamSchema,
        response: { 200: customTeamResponseSchema },
      },
    },
    async (request) => ({
      team: await teams.update(userIdOf(request), request.params.id, request.body),
    }),
  );
  r.delete(
    `${BASE}/:id`,
    { ...auth, schema: { ...byId, response: { 200: removedResponseSchema } } },
    (request) => teams.remove(userIdOf(request), request.params.id),
  );

  r.post(
    `${BASE}/:id/join`,
    {
      ...auth,
      schema: {
        ...byId,
        body: joinRequestBodySchema,
        response: { 200: joinResponseSchema, 202: joinResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await membership.join(
        userIdOf(request),
        request.params.id,
        request.body?.message || null,
      );
      return reply.status(result.code).send(result.body);
    },
  );
  r.post(
    `${BASE}/:id/leave`,
    { ...auth, schema: { ...byId, response: { 200: removedResponseSchema } } },
    (request) => membership.leave(userIdOf(request), request.params.id),
  );
  r.post(
    `${BASE}/:id/follow`,
    { ...auth, schema: { ...byId, response: { 200: followToggleResponseSchema } } },
    (request) => teams.toggleFollow(userIdOf(request), request.params.id),
  );

  // The share page works signed out (a preview); a bearer token, when sent, must be valid.
  r.get(
    `${BASE}/share/:code`,
    {
      onRequest: async (request, reply) => {
        if (request.headers.authorization) await app.authenticate(request, reply);
      },
      schema: { params: shareCodeParamsSchema, response: { 200: sharedTeamResponseSchema } },
    },
    (request) => teams.shared(request.auth?.user.id ?? null, request.params.code),
  );
  r.post(
    `${BASE}/share/:code/follow`,
    {
      ...auth,
      schema: { params: shareCodeParamsSchema, response: { 200: followToggleResponseSchema } },
    },
    (request) => teams.toggleFollowByCode(userIdOf(request), request.params.code),
  );
}
