import { defineConfig } from "vitest/config";

/**
 * Test tiers (DESIGN.md, Tests). `npm test` runs unit + server + web and needs nothing beyond
 * `npm install`; `npm run test:services` runs the same integration files against PostgreSQL and
 * Redis (TEST_DATABASE_URL / TEST_REDIS_URL), and fails when either is missing.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
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
