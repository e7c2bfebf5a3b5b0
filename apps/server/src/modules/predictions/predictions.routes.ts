import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  gamePredictionsResponseSchema,
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  pickRequestSchema,
  predictionGameParamsSchema,
  predictionSummaryParamsSchema,
  predictionSummaryResponseSchema,
} from "@huddle/contracts/predictions";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { PredictionsService } from "./predictions.service.ts";

/** Issue 15 §2: a game's picks, the leaderboards and a profile's summary; signed-in fans only. */
export function registerPredictionRoutes(app: FastifyInstance, service: PredictionsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  r.get(
    "/api/predictions/games/:gameId",
    {
      ...auth,
      schema: {
        params: predictionGameParamsSchema,
        response: { 200: gamePredictionsResponseSchema },
      },
    },
    async (request) => ({
      predictions: await service.forGame(userId(request), request.params.gameId),
    }),
  );

  r.put(
    "/api/predictions/games/:gameId/picks",
    {
      ...auth,
      schema: {
        params: predictionGameParamsSchema,
        body: pickRequestSchema,
        response: { 200: gamePredictionsResponseSchema },
      },
    },
    async (request) => ({
      predictions: await service.pick(userId(request), request.params.gameId, request.body),
    }),
  );

  r.get(
    "/api/predictions/leaderboard",
    {
      ...auth,
      schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardResponseSchema } },
    },
    async (request) => ({ leaderboard: await service.leaderboard(userId(request), request.query) }),
  );

  r.get(
    "/api/predictions/users/:username/summary",
    {
      ...auth,
      schema: {
        params: predictionSummaryParamsSchema,
        response: { 200: predictionSummaryResponseSchema },
      },
    },
    async (request) => ({
      summary: await service.summary(userId(request), request.params.username),
    }),
  );
}
