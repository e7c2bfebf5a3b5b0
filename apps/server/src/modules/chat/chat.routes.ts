import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  appealRequestSchema,
  appealResponseSchema,
  CHAT_MESSAGES,
  editMessageRequestSchema,
  listMessagesQuerySchema,
  listMessagesResponseSchema,
  messageIdParamsSchema,
  messageResponseSchema,
  reportMessageRequestSchema,
  roomSettingsSchema,
  roomSlugParamsSchema,
  sendMessageRequestSchema,
  slowModeRequestSchema,
} from "@huddle/contracts/chat";
import { successMessageSchema } from "@huddle/contracts/errors";
import { forbidden } from "../../lib/http-error.ts";
import { asksForFresh } from "../../lib/cache-control.ts";
import { sendRawJson } from "../../lib/raw-json.ts";
import { requireAuth } from "../../plugins/authenticate.ts";
import { chatPolicy } from "./chat.policy.ts";
import type { ChatService } from "./chat.service.ts";
import type { ReportsService } from "./reports.service.ts";

/** spec 000 §7 Chat, plus room settings (slow mode). */
export function registerChatRoutes(
  app: FastifyInstance,
  chat: ChatService,
  reports: ReportsService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  r.get(
    "/api/chat/rooms/:slug/messages",
    {
      ...auth,
      schema: {
        params: roomSlugParamsSchema,
        querystring: listMessagesQuerySchema,
        response: { 200: listMessagesResponseSchema },
      },
    },
    // The hottest read: the service hands over the page already serialized (shared by most
    // readers), so it is sent as is (docs/performance.md). The schema above still documents
    // it and the integration tests parse it.
    async (request, reply) =>
      sendRawJson(
        reply,
        await chat.listJson(requireAuth(request).user, request.params.slug, request.query, {
          fresh: asksForFresh(request.headers["cache-control"]),
        }),
      ),
  );

  r.post(
    "/api/chat/rooms/:slug/messages",
    {
      ...auth,
      schema: {
        params: roomSlugParamsSchema,
        body: sendMessageRequestSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const message = await chat.send(
        requireAuth(request).user.id,
        request.params.slug,
        request.body,
      );
      return reply.status(201).send({ message });
    },
  );

  r.put(
    "/api/chat/messages/:id",
    {
      ...auth,
      schema: {
        params: messageIdParamsSchema,
        body: editMessageRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      message: await chat.edit(requireAuth(request).user.id, request.params.id, request.body.text),
    }),
  );

  r.delete(
    "/api/chat/messages/:id",
    {
      ...auth,
      schema: {
        params: messageIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), id: z.uuid() }) },
      },
    },
    async (request) => chat.remove(requireAuth(request).user.id, request.params.id),
  );

  r.post(
    "/api/chat/messages/:id/report",
    {
      ...auth,
      schema: {
        params: messageIdParamsSchema,
        body: reportMessageRequestSchema,
        response: { 201: successMessageSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reports.report(requireAuth(request).user, request.params.id, request.body.reason),
        ),
  );

  r.post(
    "/api/chat/appeals",
    { ...auth, schema: { body: appealRequestSchema, response: { 201: appealResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await reports.appeal(requireAuth(request).user, request.body)),
  );

  r.get(
    "/api/chat/rooms/:slug/settings",
    { ...auth, schema: { params: roomSlugParamsSchema, response: { 200: roomSettingsSchema } } },
    async (request) => chat.roomSettings(requireAuth(request).user, request.params.slug),
  );

  r.put(
    "/api/chat/rooms/:slug/slow-mode",
    {
      ...auth,
      // Decided before the body is validated: a fan hears 403 whatever they send.
      preValidation: async (request) => {
        if (!chatPolicy.setSlowMode(requireAuth(request).user)) {
          throw forbidden(CHAT_MESSAGES.slowModeForbidden);
        }
      },
      schema: {
        params: roomSlugParamsSchema,
        body: slowModeRequestSchema,
        response: { 200: roomSettingsSchema },
      },
    },
    async (request) =>
      chat.setSlowMode(requireAuth(request).user.id, request.params.slug, request.body.seconds),
  );
}
