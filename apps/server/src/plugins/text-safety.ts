import type { FastifyInstance } from "fastify";
import { unsafeTextDetail } from "@huddle/contracts/rules/text-safety";
import { badRequest } from "../lib/http-error.ts";
import { VALIDATION_FAILED } from "./errors.ts";

/**
 * Refuses control characters, bidi overrides and lone surrogates in every path parameter, query
 * parameter and JSON body with 400 `{ error, details }`, once for every route (docs/decisions.md,
 * Input text safety). preValidation runs after parsing and before the route's zod schema, so no
 * such string reaches a service or the database (PostgreSQL refuses NUL in `text`).
 */
export function registerTextSafety(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const detail =
      unsafeTextDetail(request.params, "params") ??
      unsafeTextDetail(request.query, "query") ??
      unsafeTextDetail(request.body, "body");
    if (detail) throw badRequest(VALIDATION_FAILED, [detail]);
  });
}
