import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_WEBHOOK_SECRET } from "./e2e/billing-env.ts";
import { browserUse, freePort, serverEnv, sharedConfig } from "./e2e/config-parts.ts";

// One server for the run: `npm start`'s entry point on a free port with a throwaway DATA_DIR.
// Workers inherit these variables from the runner, so everyone agrees on the port and folder.
process.env.E2E_PORT ??= freePort();
// The Stripe API test double's port (billing runs against it; e2e/premium.spec.ts).
process.env.E2E_STRIPE_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "huddle-e2e-"));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  ...sharedConfig,
  use: { ...browserUse, baseURL },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      command: "node --import tsx e2e/stripe-api-test-double-server.ts",
      port: Number(process.env.E2E_STRIPE_PORT),
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_STRIPE_PORT: process.env.E2E_STRIPE_PORT },
    },
    {
      // e2e/seed-users.ts makes the accounts the journeys need before the server holds DATA_DIR.
      command: "npx tsx e2e/seed-users.ts && node scripts/start.mjs",
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnv,
        PORT: process.env.E2E_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Billing on, against the Stripe API test double (test keys only).
        STRIPE_SECRET_KEY: "sk_test_e2e_double",
        STRIPE_PUBLISHABLE_KEY: "pk_test_e2e_double",
        STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
      },
    },
  ],
});
