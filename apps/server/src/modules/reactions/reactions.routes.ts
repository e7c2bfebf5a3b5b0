import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageIdParamsSchema } from "@huddle/contracts/chat";
import {
  toggleReactionRequestSchema,
  toggleReactionResponseSchema,
} from "@huddle/contracts/reactions";
import { requireAuth } from "../../plugins/authenticate.ts";
import type { ReactionsService } from "./reactions.service.ts";

/** Issue 15 §1: POST toggles the viewer's reaction (the socket's `toggle-reaction` twin). */
export function registerReactionRoutes(app: FastifyInstance, reactions: ReactionsService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/chat/messages/:id/reactions",
    {
      onRequest: app.authenticate,
      schema: {
        params: messageIdParamsSchema,
        body: toggleReactionRequestSchema,
        response: { 200: toggleReactionResponseSchema },
      },
    },
    async (request) =>
      reactions.toggle(requireAuth(request).user.id, request.params.id, request.body.emoji),
  );
}
