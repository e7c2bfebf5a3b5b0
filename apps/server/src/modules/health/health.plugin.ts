import fp from "fastify-plugin";
import { registerHealthRoutes, type HealthDependencies } from "./health.routes.ts";

export const healthPlugin = fp<HealthDependencies>(
  async (app, dependencies) => registerHealthRoutes(app, dependencies),
  { name: "health" },
);
