import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createCustomGameSchema,
  customGameListSchema,
  customGameResponseSchema,
  gameIdParamsSchema,
  updateCustomGameSchema,
} from "@huddle/contracts/custom-games";
import { removedResponseSchema } from "@huddle/contracts/custom-team-management";
import { teamIdParamsSchema } from "@huddle/contracts/custom-teams";
import type { CustomGamesService } from "./custom-games.service.ts";
import { BASE, userIdOf } from "./custom-teams.routes.ts";

/** Issue 11 API: a team's games and /api/custom-games/{id}. */
export function registerCustomGameRoutes(app: FastifyInstance, games: CustomGamesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const GAMES = "/api/custom-games/:id";

  r.post(
    `${BASE}/:id/games`,
    {
      ...auth,
      schema: {
        params: teamIdParamsSchema,
        body: createCustomGameSchema,
        response: { 201: customGameResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await games.create(userIdOf(request), request.params.id, request.body)),
  );
  r.get(
    `${BASE}/:id/games`,
    { ...auth, schema: { params: teamIdParamsSchema, response: { 200: customGameListSchema } } },
    (request) => games.list(userIdOf(request), request.params.id),
  );
  r.get(
    GAMES,
    {
      ...auth,
      schema: { params: gameIdParamsSchema, response: { 200: customGameResponseSchema } },
    },
    (request) => games.get(userIdOf(request), request.params.id),
  );
  r.put(
    GAMES,
    {
      ...auth,
      schema: {
        params: gameIdParamsSchema,
        body: updateCustomGameSchema,
        response: { 200: customGameResponseSchema },
      },
    },
    (request) => games.update(userIdOf(request), request.params.id, request.body),
  );
  r.delete(
    GAMES,
    { ...auth, schema: { params: gameIdParamsSchema, response: { 200: removedResponseSchema } } },
    (request) => games.remove(userIdOf(request), request.params.id),
  );
}
