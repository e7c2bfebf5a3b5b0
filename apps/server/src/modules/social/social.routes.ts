import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  searchQuerySchema,
  searchResponseSchema,
  socialActionResponseSchema,
  userIdParamsSchema,
  userListResponseSchema,
} from "@huddle/contracts/profile";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { SocialService } from "./social.service.ts";

/** spec 000 §7 User: follow, unfollow, block, unblock, lists and search. */
export function registerSocialRoutes(app: FastifyInstance, social: SocialService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;
  const action = {
    ...auth,
    schema: { params: userIdParamsSchema, response: { 200: socialActionResponseSchema } },
  };
  const list = { ...auth, schema: { response: { 200: userListResponseSchema } } };

  r.post("/api/user/follow/:id", action, async (request) =>
    social.follow(me(request), request.params.id),
  );
  r.delete("/api/user/unfollow/:id", action, async (request) =>
    social.unfollow(me(request), request.params.id),
  );
  r.post("/api/user/block/:id", action, async (request) =>
    social.block(me(request), request.params.id),
  );
  r.delete("/api/user/unblock/:id", action, async (request) =>
    social.unblock(me(request), request.params.id),
  );
  r.get("/api/user/users", list, async (request) => social.following(me(request)));
  r.get("/api/user/blocked", list, async (request) => social.blocked(me(request)));
  r.get(
    "/api/user/search",
    {
      ...auth,
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request) => social.search(me(request), request.query.q),
  );
}
