import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError, httpErrorBody } from "../lib/http-error.ts";
import { replyToUnexpectedFailure, UNEXPECTED_FAILURE_TEXT } from "../lib/unexpected-failure.ts";

export const VALIDATION_FAILED = "Validation failed";

/**
 * One error shape for every failure: `{ error, details? }`. Validation gets 400 with one message
 * per problem; the database or Redis not answering gets 503 with `Retry-After`; anything else
 * unexpected is logged and answered 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(httpErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) =>
        namedDetail(issue.message ?? "Invalid value", issue.instancePath),
      );
      return reply.status(400).send({ error: VALIDATION_FAILED, details: unique(details) });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: "Too many requests. Please wait a moment and try again." });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: clientErrorText(error) });
    }
    const failure = replyToUnexpectedFailure(error, request.log, "unhandled error");
    if (failure.retryAfterSeconds) reply.header("retry-after", String(failure.retryAfterSeconds));
    return reply.status(failure.status).send({ error: failure.error });
  });
}

/**
 * Fastify's `frameworkErrors`: failures the router meets before any route or error handler (a
 * malformed percent-encoding, a path parameter over the length limit), answered in our shape
 * instead of Fastify's `{ error, code, message, statusCode }`.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === "FST_ERR_BAD_URL") {
    return reply.status(400).send({ error: "The request address is not a valid URL." });
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.status(414).send({ error: "The request address is too long." });
  }
  return reply.status(500).send({ error: UNEXPECTED_FAILURE_TEXT });
}

/** zod's own texts, which name no field ("Invalid input: expected boolean, received string"). */
const GENERIC_TEXT = /^(Invalid input|Invalid option|Too big|Too small|Unrecognized key)/;

/**
 * A detail says which field it is about when zod's generic text would not: "isPublic: Invalid
 * input: expected boolean, received string". Our own sentences already name their field.
 */
export function namedDetail(message: string, instancePath: string): string {
  const field = instancePath.split("/").filter(Boolean).join(".");
  return field && GENERIC_TEXT.test(message) ? `${field}: ${message}` : message;
}

function clientErrorText(error: FastifyError): string {
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return "The request is too large.";
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return "Send the request body as JSON.";
  if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return "The request body is empty.";
  if (error.code?.startsWith("FST_ERR_CTP") || error instanceof SyntaxError)
    return "The request body is not valid JSON.";
  return error.message;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
