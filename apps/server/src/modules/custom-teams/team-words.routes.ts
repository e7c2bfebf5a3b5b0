import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  removedResponseSchema,
  replacementParamsSchema,
  teamDefaultsResponseSchema,
  teamWordReplacementInputSchema,
  teamWordReplacementResponseSchema,
  teamWordReplacementsResponseSchema,
  teamWordReplacementUpdateSchema,
} from "@huddle/contracts/custom-team-management";
import { teamIdParamsSchema } from "@huddle/contracts/custom-teams";
import { BASE, userIdOf } from "./custom-teams.routes.ts";
import type { TeamWordsService } from "./team-words.service.ts";

/** Issue 11 API: a team's word replacements (owner only). */
export function registerTeamWordRoutes(app: FastifyInstance, words: TeamWordsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const list = `${BASE}/:id/word-replacements`;
  const one = `${list}/:replacementId`;

  r.get(
    list,
    {
      ...auth,
      schema: { params: teamIdParamsSchema, response: { 200: teamWordReplacementsResponseSchema } },
    },
    (request) => words.list(userIdOf(request), request.params.id),
  );
  r.post(
    list,
    {
      ...auth,
      schema: {
        params: teamIdParamsSchema,
        body: teamWordReplacementInputSchema,
        response: { 201: teamWordReplacementResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await words.add(userIdOf(request), request.params.id, request.body)),
  );
  r.post(
    `${list}/defaults`,
    {
      ...auth,
      schema: { params: teamIdParamsSchema, response: { 200: teamDefaultsResponseSchema } },
    },
    (request) => words.addDefaults(userIdOf(request), request.params.id),
  );
  r.put(
    one,
    {
      ...auth,
      schema: {
        params: replacementParamsSchema,
        body: teamWordReplacementUpdateSchema,
        response: { 200: teamWordReplacementResponseSchema },
      },
    },
    (request) =>
      words.update(
        userIdOf(request),
        request.params.id,
        request.params.replacementId,
        request.body.replacementWord,
      ),
  );
  r.delete(
    one,
    {
      ...auth,
      schema: { params: replacementParamsSchema, response: { 200: removedResponseSchema } },
    },
    (request) => words.remove(userIdOf(request), request.params.id, request.params.replacementId),
  );
}
