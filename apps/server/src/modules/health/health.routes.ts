import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthResponseSchema, type HealthResponse } from "@huddle/contracts/health";
import type { Database } from "../../db/client.ts";

const PING_TIMEOUT_MS = 2_000;

export interface HealthDependencies {
  database: Pick<Database, "ping">;
  /** Present on a node that shares state through Redis: it is pinged too. */
  redis?: { ping(): Promise<unknown> };
}

/**
 * Liveness plus a round trip to each service the node needs: 200 when all answer, 503 (status
 * "degraded", the silent one marked "down") when one does not, so a load balancer can take the
 * node out. `redis` is reported only by a node configured with it.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { database, redis }: HealthDependencies,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/health",
      { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (request, reply) => {
        const answers = async (service: string, ping: () => Promise<unknown>) => {
          try {
            await withTimeout(ping(), PING_TIMEOUT_MS);
            return "ok" as const;
          } catch (err) {
            request.log.warn({ err }, `health check: ${service} did not answer`);
            return "down" as const;
          }
        };
        const [db, redisState] = await Promise.all([
          answers("database", () => database.ping()),
          redis ? answers("redis", () => redis.ping()) : undefined,
        ]);
        const healthy = db === "ok" && redisState !== "down";
        const body: HealthResponse = {
          status: healthy ? "ok" : "degraded",
          db,
          ...(redisState ? { redis: redisState } : {}),
        };
        return reply.status(healthy ? 200 : 503).send(body);
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
