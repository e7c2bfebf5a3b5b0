import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthResponseSchema } from "@huddle/contracts/health";
import type { Database } from "../../db/client.ts";

const PING_TIMEOUT_MS = 2_000;

/** Liveness plus a database round trip: 200 when both answer, 503 when the database does not. */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/health",
      { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (request, reply) => {
        try {
          await withTimeout(database.ping(), PING_TIMEOUT_MS);
          return { status: "ok" as const, db: "ok" as const };
        } catch (err) {
          request.log.warn({ err }, "health check: database did not answer");
          return reply.status(503).send({ status: "degraded", db: "down" });
        }
      },
    );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
