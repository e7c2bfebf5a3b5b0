import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bulkResultSchema, userIdParamsSchema } from "@huddle/contracts/admin";
import {
  appealIdParamsSchema,
  appealsResponseSchema,
  bulkMessagesRequestSchema,
  listAppealsQuerySchema,
  listMessagesQuerySchema,
  messageDetailsResponseSchema,
  messageIdParamsSchema,
  messagesPageQuerySchema,
  moderateAppealRequestSchema,
  moderateAppealResponseSchema,
  moderateMessageRequestSchema,
  moderateMessageResponseSchema,
  moderationMessagesResponseSchema,
  roomSlugParamsSchema,
} from "@huddle/contracts/admin-moderation";
import { actorOf, staffRoute } from "./admin-guard.ts";
import type { AppealsService } from "./appeals.service.ts";
import type { MessageModerationService } from "./message-moderation.service.ts";

/** Issue 13: /api/admin/messages… and /api/admin/appeals… (mods and above). */
export function registerAdminMessageRoutes(
  app: FastifyInstance,
  messages: MessageModerationService,
  appeals: AppealsService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = staffRoute(app, "readConsole");
  const judge = staffRoute(app, "moderateContent");
  const page = { 200: moderationMessagesResponseSchema };

  r.get(
    "/api/admin/messages/reported",
    { ...reader, schema: { querystring: messagesPageQuerySchema, response: page } },
    async (request) => messages.reported(actorOf(request), request.query.page),
  );
  r.get(
    "/api/admin/messages",
    { ...reader, schema: { querystring: listMessagesQuerySchema, response: page } },
    async (request) => messages.list(actorOf(request), request.query),
  );
  r.get(
    "/api/admin/messages/:id",
    {
      ...reader,
      schema: { params: messageIdParamsSchema, response: { 200: messageDetailsResponseSchema } },
    },
    async (request) => messages.details(actorOf(request), request.params.id),
  );
  r.get(
    "/api/admin/users/:id/messages",
    {
      ...reader,
      schema: { params: userIdParamsSchema, querystring: messagesPageQuerySchema, response: page },
    },
    async (request) => messages.ofUser(actorOf(request), request.params.id, request.query.page),
  );
  r.get(
    "/api/admin/rooms/:slug/messages",
    {
      ...reader,
      schema: {
        params: roomSlugParamsSchema,
        querystring: messagesPageQuerySchema,
        response: page,
      },
    },
    async (request) => messages.ofRoom(actorOf(request), request.params.slug, request.query.page),
  );
  r.post(
    "/api/admin/messages/:id/moderate",
    {
      ...judge,
      schema: {
        params: messageIdParamsSchema,
        body: moderateMessageRequestSchema,
        response: { 200: moderateMessageResponseSchema },
      },
    },
    async (request) => messages.moderate(actorOf(request), request.params.id, request.body),
  );
  r.post(
    "/api/admin/messages/bulk",
    { ...judge, schema: { body: bulkMessagesRequestSchema, response: { 200: bulkResultSchema } } },
    async (request) => messages.bulk(actorOf(request), request.body),
  );

  r.get(
    "/api/admin/appeals",
    {
      ...reader,
      schema: { querystring: listAppealsQuerySchema, response: { 200: appealsResponseSchema } },
    },
    async (request) => appeals.list(request.query.status, request.query.page),
  );
  r.post(
    "/api/admin/appeals/:id",
    {
      ...judge,
      schema: {
        params: appealIdParamsSchema,
        body: moderateAppealRequestSchema,
        response: { 200: moderateAppealResponseSchema },
      },
    },
    async (request) => appeals.moderate(actorOf(request), request.params.id, request.body),
  );
}
