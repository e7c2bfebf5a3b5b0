import os from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Test tiers (DESIGN.md, Tests). `npm test` runs unit + server + web and needs nothing beyond
 * `npm install`; `npm run test:services` runs the same integration files against PostgreSQL and
 * Redis (TEST_DATABASE_URL / TEST_REDIS_URL), and fails when either is missing.
 */
/**
 * Vitest leaves one core to its own process (cores − 1 workers), which on a 2-core machine is one
 * worker and an idle core. The unit files are pure computation with nothing shared, so they take
 * both; the integration files (own ports, databases, timers that must fire on time) keep the
 * default.
 */
const COMPUTE_WORKERS = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          maxWorkers: COMPUTE_WORKERS,
          // Vitest runs projects with different worker counts as separate groups, in this order.
          sequence: { groupOrder: 1 },
          include: [
            "packages/*/src/**/*.test.ts",
            "packages/*/train/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "**/*.services.test.ts", "**/node_modules/**"],
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.int.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          env: { TEST_DB_KIND: "pglite" },
        },
      },
      {
        test: {
          name: "services",
          include: ["apps/server/src/**/*.int.test.ts", "apps/server/src/**/*.services.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          env: { TEST_DB_KIND: "postgres" },
          fileParallelism: false,
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
