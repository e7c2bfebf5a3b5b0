import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  roomButtonsQuerySchema,
  roomButtonsResponseSchema,
} from "@huddle/contracts/room-navigation";
import {
  gameResponseSchema,
  gamesQuerySchema,
  gamesResponseSchema,
  leagueIdSchema,
  leaguesConferencesResponseSchema,
  simpleBoxscoreQuerySchema,
  teamsQuerySchema,
  teamsResponseSchema,
} from "@huddle/contracts/sports";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { SportsService } from "./sports.service.ts";

/** spec 000 §7 Sports. */
export function registerSportsRoutes(app: FastifyInstance, sports: SportsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  r.get(
    "/api/sports/teams",
    { ...auth, schema: { querystring: teamsQuerySchema, response: { 200: teamsResponseSchema } } },
    async (request) => sports.teams(request.query.league),
  );
  r.get(
    "/api/sports/leagues-conferences",
    { ...auth, schema: { response: { 200: leaguesConferencesResponseSchema } } },
    async () => sports.leaguesConferences(),
  );
  r.get(
    "/api/sports/games",
    { ...auth, schema: { querystring: gamesQuerySchema, response: { 200: gamesResponseSchema } } },
    async (request) => sports.games(request.query),
  );
  r.get(
    "/api/sports/live-score",
    {
      ...auth,
      schema: {
        querystring: z.object({ league: leagueIdSchema.optional() }),
        response: { 200: gamesResponseSchema },
      },
    },
    async (request) => sports.liveScore(request.query.league),
  );
  r.get(
    "/api/sports/simple-boxscore",
    {
      ...auth,
      schema: {
        querystring: simpleBoxscoreQuerySchema,
        response: { 200: z.union([gamesResponseSchema, gameResponseSchema]) },
      },
    },
    async (request) => sports.boxscore(requireAuth(request).user.id, request.query),
  );
  r.get(
    "/api/sports/room/buttons",
    {
      ...auth,
      schema: { querystring: roomButtonsQuerySchema, response: { 200: roomButtonsResponseSchema } },
    },
    async (request) => sports.roomButtons(requireAuth(request).user.id, request.query),
  );
}
