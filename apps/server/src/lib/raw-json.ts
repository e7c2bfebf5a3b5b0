import type { FastifyReply } from "fastify";

/**
 * Sends a body that is already JSON. Fastify writes a string with a JSON content type as is,
 * skipping the route's serializer; the reply is widened so a typed route can hand over text.
 */
export function sendRawJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
