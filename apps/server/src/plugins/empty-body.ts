import type { FastifyInstance } from "fastify";

/**
 * A request sent with no body at all is read as an empty JSON object before its route's schema
 * sees it. A route whose body fields are all optional (unban, unmute, cancel) then takes it as
 * "none given", and a route with required fields names the missing ones instead of answering
 * "expected object, received null". That holds whether or not the client labelled its nothing
 * `Content-Type: application/json`: many clients set the header on every call, and Fastify's own
 * parser refused such a request ('The request body is empty') where the same call without the
 * header went through. Any other JSON goes to Fastify's parser, with its proto-poisoning checks.
 */
export function registerEmptyBodyAsObject(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text === "") return done(null, undefined);
    parseJson(request, text, done);
  });
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
}
