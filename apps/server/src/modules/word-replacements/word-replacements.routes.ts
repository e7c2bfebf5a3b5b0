import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { successMessageSchema } from "@huddle/contracts/errors";
import {
  addDefaultsResponseSchema,
  bulkWordReplacementsRequestSchema,
  wordReplacementIdParamsSchema,
  wordReplacementInputSchema,
  wordReplacementListSchema,
  wordReplacementResponseSchema,
} from "@huddle/contracts/word-replacements";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { WordReplacementsService } from "./word-replacements.service.ts";

/** spec 000 §7 User: /api/user/word-replacements. */
export function registerWordReplacementRoutes(
  app: FastifyInstance,
  service: WordReplacementsService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = "/api/user/word-replacements";
  const auth = { onRequest: app.authenticate };
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  r.get(
    base,
    { ...auth, schema: { response: { 200: wordReplacementListSchema } } },
    async (request) => ({
      wordReplacements: await service.list(userId(request)),
    }),
  );

  r.post(
    base,
    {
      ...auth,
      schema: {
        body: wordReplacementInputSchema,
        response: { 201: wordReplacementResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ wordReplacement: await service.add(userId(request), request.body) }),
  );

  r.put(
    `${base}/:id`,
    {
      ...auth,
      schema: {
        params: wordReplacementIdParamsSchema,
        body: wordReplacementInputSchema,
        response: { 200: wordReplacementResponseSchema },
      },
    },
    async (request) => ({
      wordReplacement: await service.update(userId(request), request.params.id, request.body),
    }),
  );

  r.delete(
    `${base}/:id`,
    {
      ...auth,
      schema: { params: wordReplacementIdParamsSchema, response: { 200: successMessageSchema } },
    },
    async (request) => service.remove(userId(request), request.params.id),
  );

  r.post(
    `${base}/bulk`,
    {
      ...auth,
      schema: {
        body: bulkWordReplacementsRequestSchema,
        response: { 200: wordReplacementListSchema },
      },
    },
    async (request) =>
      service.bulk(userId(request), request.body.replacements, request.body.clearExisting),
  );

  r.post(
    `${base}/add-defaults`,
    { ...auth, schema: { response: { 200: addDefaultsResponseSchema } } },
    async (request) => service.addDefaults(userId(request)),
  );
}
