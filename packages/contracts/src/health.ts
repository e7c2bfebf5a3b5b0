import { z } from "zod";

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["ok", "down"]),
  /** Only on a node configured with Redis (REDIS_URL). */
  redis: z.enum(["ok", "down"]).optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
