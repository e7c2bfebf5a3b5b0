import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminUserDetailResponseSchema,
  adminUserResponseSchema,
  banRequestSchema,
  bulkResultSchema,
  bulkUsersRequestSchema,
  exemptRequestSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  muteRequestSchema,
  reasonRequestSchema,
  roleRequestSchema,
  tierRequestSchema,
  userIdParamsSchema,
} from "@huddle/contracts/admin";
import { actorOf, staffRoute } from "./admin-guard.ts";
import type { AdminUsersService } from "./admin-users.service.ts";

/** Issue 13: /api/admin/users. Each target rule (self, superadmin) is in the service. */
export function registerAdminUserRoutes(app: FastifyInstance, service: AdminUsersService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reply200 = { response: { 200: adminUserResponseSchema } };
  const reader = staffRoute(app, "readConsole");

  r.get(
    "/api/admin/users",
    {
      ...reader,
      schema: { querystring: listUsersQuerySchema, response: { 200: listUsersResponseSchema } },
    },
    async (request) => service.list(actorOf(request), request.query),
  );
  r.get(
    "/api/admin/users/:id",
    {
      ...reader,
      schema: { params: userIdParamsSchema, response: { 200: adminUserDetailResponseSchema } },
    },
    async (request) => service.detail(actorOf(request), request.params.id),
  );
  r.post(
    "/api/admin/users/:id/ban",
    {
      ...staffRoute(app, "ban"),
      schema: { params: userIdParamsSchema, body: banRequestSchema, ...reply200 },
    },
    async (request) => service.ban(actorOf(request), request.params.id, request.body),
  );
  r.post(
    "/api/admin/users/:id/unban",
    {
      ...staffRoute(app, "ban"),
      schema: { params: userIdParamsSchema, body: reasonRequestSchema.optional(), ...reply200 },
    },
    async (request) =>
      service.unban(actorOf(request), request.params.id, request.body?.reason ?? ""),
  );
  r.post(
    "/api/admin/users/:id/mute",
    {
      ...staffRoute(app, "mute"),
      schema: { params: userIdParamsSchema, body: muteRequestSchema, ...reply200 },
    },
    async (request) => service.mute(actorOf(request), request.params.id, request.body),
  );
  r.post(
    "/api/admin/users/:id/unmute",
    {
      ...staffRoute(app, "mute"),
      schema: { params: userIdParamsSchema, body: reasonRequestSchema.optional(), ...reply200 },
    },
    async (request) =>
      service.unmute(actorOf(request), request.params.id, request.body?.reason ?? ""),
  );
  r.put(
    "/api/admin/users/:id/role",
    {
      ...staffRoute(app, "changeRole"),
      schema: { params: userIdParamsSchema, body: roleRequestSchema, ...reply200 },
    },
    async (request) => service.setRole(actorOf(request), request.params.id, request.body),
  );
  r.put(
    "/api/admin/users/:id/tier",
    {
      ...staffRoute(app, "changeTier"),
      schema: { params: userIdParamsSchema, body: tierRequestSchema, ...reply200 },
    },
    async (request) => service.setTier(actorOf(request), request.params.id, request.body),
  );
  r.put(
    "/api/admin/users/:id/exempt",
    {
      ...staffRoute(app, "setExempt"),
      schema: { params: userIdParamsSchema, body: exemptRequestSchema, ...reply200 },
    },
    async (request) => service.setExempt(actorOf(request), request.params.id, request.body),
  );
  // Bulk: mods may mute and unmute; the service refuses bans per id for mods.
  r.post(
    "/api/admin/users/bulk",
    {
      ...staffRoute(app, "mute"),
      schema: { body: bulkUsersRequestSchema, response: { 200: bulkResultSchema } },
    },
    async (request) => service.bulk(actorOf(request), request.body),
  );
}
