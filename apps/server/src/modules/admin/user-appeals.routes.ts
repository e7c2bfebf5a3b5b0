import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  appealIdParamsSchema,
  userAppealResponseSchema,
  userAppealsResponseSchema,
} from "@huddle/contracts/admin-moderation";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { AppealsService } from "./appeals.service.ts";

/** Issue 13: the appellant reads their own appeals (status, response, dates). */
export function registerUserAppealRoutes(app: FastifyInstance, appeals: AppealsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  r.get(
    "/api/chat/appeals",
    { ...auth, schema: { response: { 200: userAppealsResponseSchema } } },
    async (request) => appeals.ofUser(requireAuth(request).user),
  );
  r.get(
    "/api/chat/appeals/:id",
    {
      ...auth,
      schema: { params: appealIdParamsSchema, response: { 200: userAppealResponseSchema } },
    },
    async (request) => appeals.oneOfUser(requireAuth(request).user, request.params.id),
  );
}
