import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { roomSlugParamsSchema } from "@huddle/contracts/chat";
import {
  mentionSuggestionsQuerySchema,
  mentionSuggestionsResponseSchema,
  mentionsResponseSchema,
  roomNotificationLevelBodySchema,
  roomNotificationLevelResponseSchema,
} from "@huddle/contracts/mentions";
import { requireAuth } from "../../../plugins/authenticate.ts";
import type { MentionsService } from "./mentions.service.ts";

/** Issue 15 §1: the mention badge, room notification levels and mention suggestions. */
export function registerMentionRoutes(app: FastifyInstance, mentions: MentionsService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  r.get(
    "/api/user/mentions",
    { ...auth, schema: { response: { 200: mentionsResponseSchema } } },
    async (request) => mentions.list(me(request)),
  );

  r.post(
    "/api/user/mentions/read",
    { ...auth, schema: { response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      await mentions.markAllRead(me(request));
      return { success: true as const };
    },
  );

  r.get(
    "/api/chat/rooms/:slug/notification-level",
    {
      ...auth,
      schema: {
        params: roomSlugParamsSchema,
        response: { 200: roomNotificationLevelResponseSchema },
      },
    },
    async (request) => mentions.level(me(request), request.params.slug),
  );

  r.put(
    "/api/chat/rooms/:slug/notification-level",
    {
      ...auth,
      schema: {
        params: roomSlugParamsSchema,
        body: roomNotificationLevelBodySchema,
        response: { 200: roomNotificationLevelResponseSchema },
      },
    },
    async (request) => mentions.setLevel(me(request), request.params.slug, request.body.level),
  );

  r.get(
    "/api/chat/rooms/:slug/mention-suggestions",
    {
      ...auth,
      schema: {
        params: roomSlugParamsSchema,
        querystring: mentionSuggestionsQuerySchema,
        response: { 200: mentionSuggestionsResponseSchema },
      },
    },
    async (request) => ({
      suggestions: await mentions.suggestions(me(request), request.params.slug, request.query.q),
    }),
  );
}
