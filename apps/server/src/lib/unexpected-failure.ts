import type { FastifyBaseLogger } from "fastify";
import {
  DEPENDENCY_OUTAGE_RETRY_SECONDS,
  DEPENDENCY_OUTAGE_TEXT,
  outageCause,
} from "./dependency-outage.ts";

export const UNEXPECTED_FAILURE_TEXT = "Something went wrong on our side. Please try again.";

export interface UnexpectedFailureReply {
  status: 500 | 503;
  error: string;
  /** Set on 503: how long the client should wait before trying again. */
  retryAfterSeconds?: number;
}

/**
 * What a route or socket handler answers for an error that is not a refusal: 503 with a retry
 * hint when the database or Redis did not answer (logged as a warning: the outage is reported by
 * /api/health, not a stack per request), 500 for anything else (logged as an error, a bug).
 */
export function replyToUnexpectedFailure(
  error: unknown,
  log: FastifyBaseLogger,
  context: string,
): UnexpectedFailureReply {
  const outage = outageCause(error);
  if (outage) {
    log.warn({ outage }, `${context}: a service it depends on is unavailable`);
    return {
      status: 503,
      error: DEPENDENCY_OUTAGE_TEXT,
      retryAfterSeconds: DEPENDENCY_OUTAGE_RETRY_SECONDS,
    };
  }
  log.error({ err: error }, context);
  return { status: 500, error: UNEXPECTED_FAILURE_TEXT };
}
