import type { FastifyInstance, FastifyRequest } from "fastify";
import { ADMIN_MESSAGES } from "@huddle/contracts/admin";
import type { UserRow } from "../../db/schema.ts";
import { forbidden } from "../../lib/http-error.ts";
import { requireAuth } from "../../plugins/authenticate.ts";
import { adminPolicy, type AdminAction } from "./admin.policy.ts";

/**
 * Route options: signed in (401 otherwise) and allowed `action` by the policy (403 otherwise),
 * decided before the body is validated, so a fan hears 403 whatever they send and learns
 * nothing of the staff API's shapes from its 400s.
 */
export function staffRoute(app: FastifyInstance, action: AdminAction) {
  return {
    onRequest: app.authenticate,
    preValidation: async (request: FastifyRequest) => {
      if (!adminPolicy.may(requireAuth(request).user, action)) {
        throw forbidden(ADMIN_MESSAGES.staffOnly);
      }
    },
  };
}

/** The signed-in staff member of a `staffRoute`. */
export const actorOf = (request: FastifyRequest): UserRow => requireAuth(request).user;
