import type { AckError } from "@huddle/contracts/realtime";
import type { FastifyBaseLogger } from "fastify";
import { HttpError, httpErrorBody } from "../lib/http-error.ts";
import { replyToUnexpectedFailure } from "../lib/unexpected-failure.ts";

/**
 * A socket handler's failure as its ack: a refusal keeps its status and body, as over HTTP; an
 * outage of the database or Redis is 503 with `retryAfterSeconds`; anything else is 500.
 */
export function toAckError(error: unknown, log: FastifyBaseLogger, context: string): AckError {
  if (error instanceof HttpError) {
    return { ...(httpErrorBody(error) as { error: string }), status: error.statusCode };
  }
  const { status, error: text, retryAfterSeconds } = replyToUnexpectedFailure(error, log, context);
  return { error: text, status, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}
