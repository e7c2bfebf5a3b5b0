import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { registerHealthRoutes } from "./health.routes.ts";

export const healthPlugin = fp<Pick<Platform, "database">>(
  async (app, { database }) => registerHealthRoutes(app, database),
  { name: "health" },
);
