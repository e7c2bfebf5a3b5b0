import type { FastifyInstance } from "fastify";

/**
 * A request sent with no body at all is read as an empty JSON object before its route's schema
 * sees it. A route whose body fields are all optional (unban, unmute, cancel) then takes it as
 * "none given", and a route with required fields names the missing ones instead of answering
 * "expected object, received null".
 */
export function registerEmptyBodyAsObject(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
}
