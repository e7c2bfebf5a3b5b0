import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_WEBHOOK_SECRET } from "./e2e/billing-env.ts";

// One server for the run: `npm start`'s entry point on a free port with a throwaway DATA_DIR.
// Workers inherit these variables from the runner, so everyone agrees on the port and folder.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
// The Stripe API test double's port (billing runs against it; e2e/premium.spec.ts).
process.env.E2E_STRIPE_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "huddle-e2e-"));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  // On CI a failed journey runs once more: a live-game journey on a loaded machine can miss its
  // moment, and one such miss would sink the whole run. The report still counts it as flaky
  // (scripts/ci-summary.mjs prints those), and a journey that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  // Sized for a loaded CI machine, not a quiet laptop: a journey that takes 15 s here took over
  // 60 s there (stop 25's CI), and a live update 4× its usual wait. A pass costs no extra time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
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
        PORT: process.env.E2E_PORT,
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: "warn",
        // Simulated games run 30× faster so live score changes show within seconds.
        SIM_SPEED: "30",
        SCORES_TICK_MS: "1000",
        // e2e/predictions.spec.ts plays one simulated game to its final (sports-test-hooks.routes.ts).
        E2E_TEST_HOOKS: "true",
        // Every journey registers its fans from 127.0.0.1: more than 30 an hour (auth.rate-limits.ts).
        AUTH_RATE_LIMIT_SCALE: "20",
        // Billing on, against the Stripe API test double (test keys only).
        STRIPE_SECRET_KEY: "sk_test_e2e_double",
        STRIPE_PUBLISHABLE_KEY: "pk_test_e2e_double",
        STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
      },
    },
  ],
});
