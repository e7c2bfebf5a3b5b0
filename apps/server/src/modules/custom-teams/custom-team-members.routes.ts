import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  blockSchema,
  bulkHandledResponseSchema,
  bulkHandleSchema,
  handledRequestResponseSchema,
  handleRequestSchema,
  joinRequestsResponseSchema,
  memberParamsSchema,
  memberResponseSchema,
  membersResponseSchema,
  muteSchema,
  removedResponseSchema,
  requestParamsSchema,
  roleChangeSchema,
} from "@huddle/contracts/custom-team-management";
import { teamIdParamsSchema } from "@huddle/contracts/custom-teams";
import type { MembershipService } from "./custom-team-membership.service.ts";
import { BASE, userIdOf } from "./custom-teams.routes.ts";
import type { JoinRequestsService } from "./join-requests.service.ts";

/** Issue 11 API: members (role, mute, block, remove) and join requests. */
export function registerCustomTeamMemberRoutes(
  app: FastifyInstance,
  membership: MembershipService,
  requests: JoinRequestsService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const member = `${BASE}/:id/members/:userId`;
  const one = { params: memberParamsSchema, response: { 200: memberResponseSchema } };

  r.get(
    `${BASE}/:id/members`,
    { ...auth, schema: { params: teamIdParamsSchema, response: { 200: membersResponseSchema } } },
    (request) => membership.list(userIdOf(request), request.params.id),
  );
  r.put(`${member}/role`, { ...auth, schema: { ...one, body: roleChangeSchema } }, (request) =>
    membership.changeRole(
      userIdOf(request),
      request.params.id,
      request.params.userId,
      request.body.role,
    ),
  );
  r.post(`${member}/mute`, { ...auth, schema: { ...one, body: muteSchema } }, (request) =>
    membership.mute(
      userIdOf(request),
      request.params.id,
      request.params.userId,
      request.body.days,
      request.body.reason || undefined,
    ),
  );
  r.post(`${member}/unmute`, { ...auth, schema: one }, (request) =>
    membership.unmute(userIdOf(request), request.params.id, request.params.userId),
  );
  r.post(`${member}/block`, { ...auth, schema: { ...one, body: blockSchema } }, (request) =>
    membership.block(
      userIdOf(request),
      request.params.id,
      request.params.userId,
      request.body.reason || undefined,
    ),
  );
  r.post(`${member}/unblock`, { ...auth, schema: one }, (request) =>
    membership.unblock(userIdOf(request), request.params.id, request.params.userId),
  );
  r.delete(
    member,
    { ...auth, schema: { params: memberParamsSchema, response: { 200: removedResponseSchema } } },
    (request) => membership.remove(userIdOf(request), request.params.id, request.params.userId),
  );

  r.get(
    `${BASE}/:id/join-requests`,
    {
      ...auth,
      schema: { params: teamIdParamsSchema, response: { 200: joinRequestsResponseSchema } },
    },
    (request) => requests.list(userIdOf(request), request.params.id),
  );
  r.post(
    `${BASE}/:id/join-requests/bulk`,
    {
      ...auth,
      schema: {
        params: teamIdParamsSchema,
        body: bulkHandleSchema,
        response: { 200: bulkHandledResponseSchema },
      },
    },
    (request) =>
      requests.bulk(
        userIdOf(request),
        request.params.id,
        request.body.action,
        request.body.requestIds,
        request.body.message || undefined,
      ),
  );
  r.post(
    `${BASE}/:id/join-requests/:requestId`,
    {
      ...auth,
      schema: {
        params: requestParamsSchema,
        body: handleRequestSchema,
        response: { 200: handledRequestResponseSchema },
      },
    },
    (request) =>
      requests.handle(
        userIdOf(request),
        request.params.id,
        request.params.requestId,
        request.body.action,
        request.body.message || undefined,
      ),
  );
}
