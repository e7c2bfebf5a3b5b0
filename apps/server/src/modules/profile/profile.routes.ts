import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  profileLookupParamsSchema,
  profileResponseSchema,
  publicProfileResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from "@huddle/contracts/profile";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { ProfileService } from "./profile.service.ts";

/** spec 000 §7 User: GET/PUT /api/user/profile, GET /api/user/profile/{idOrUsername}. */
export function registerProfileRoutes(app: FastifyInstance, profiles: ProfileService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  r.get(
    "/api/user/profile",
    { ...auth, schema: { response: { 200: profileResponseSchema } } },
    async (request) => profiles.own(me(request)),
  );
  r.put(
    "/api/user/profile",
    {
      ...auth,
      schema: { body: updateProfileRequestSchema, response: { 200: updateProfileResponseSchema } },
    },
    async (request) => profiles.update(me(request), request.body),
  );
  r.get(
    "/api/user/profile/:idOrUsername",
    {
      ...auth,
      schema: { params: profileLookupParamsSchema, response: { 200: publicProfileResponseSchema } },
    },
    async (request) => profiles.public(me(request), request.params.idOrUsername),
  );
}
