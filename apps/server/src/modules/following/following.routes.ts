import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { successMessageSchema } from "@huddle/contracts/errors";
import {
  followIdParamsSchema,
  followedLeagueConferencesSchema,
  followedTeamsResponseSchema,
  followLeagueConferenceRequestSchema,
  followLeagueConferenceResponseSchema,
  followTeamRequestSchema,
  followTeamResponseSchema,
  teamIdParamsSchema,
} from "@huddle/contracts/following";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { FollowingService } from "./following.service.ts";

/** spec 000 §7 User: followed teams, leagues and conferences. */
export function registerFollowingRoutes(app: FastifyInstance, following: FollowingService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  r.get(
    "/api/user/teams",
    { ...auth, schema: { response: { 200: followedTeamsResponseSchema } } },
    async (request) => following.teams(me(request)),
  );
  r.post(
    "/api/user/teams/follow",
    {
      ...auth,
      schema: { body: followTeamRequestSchema, response: { 200: followTeamResponseSchema } },
    },
    async (request) => following.followTeam(me(request), request.body.teamId),
  );
  r.delete(
    "/api/user/teams/:teamId/unfollow",
    { ...auth, schema: { params: teamIdParamsSchema, response: { 200: successMessageSchema } } },
    async (request) => following.unfollowTeam(me(request), request.params.teamId),
  );
  r.get(
    "/api/user/leagues-conferences",
    { ...auth, schema: { response: { 200: followedLeagueConferencesSchema } } },
    async (request) => following.followedLeagueConferences(me(request)),
  );
  r.post(
    "/api/user/leagues-conferences/follow",
    {
      ...auth,
      schema: {
        body: followLeagueConferenceRequestSchema,
        response: { 200: followLeagueConferenceResponseSchema },
      },
    },
    async (request) => following.followLeagueConference(me(request), request.body),
  );
  r.delete(
    "/api/user/leagues-conferences/:id/unfollow",
    {
      ...auth,
      schema: { params: followIdParamsSchema, response: { 200: followedLeagueConferencesSchema } },
    },
    async (request) => following.unfollowLeagueConference(me(request), request.params.id),
  );
}
