import { execFileSync } from "node:child_process";
import type { PlaywrightTestConfig } from "@playwright/test";

/**
 * What both Playwright configs share: the browser, the timeouts and the settings every server
 * under test runs with (playwright.config.ts: one node on PGlite; playwright.cluster.config.ts:
 * two nodes on PostgreSQL + Redis).
 */

/** A port free right now. Run in a child: the config is loaded synchronously. */
export function freePort(): string {
  return execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}

export const sharedConfig = {
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
} satisfies PlaywrightTestConfig;

export const browserUse = {
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
} satisfies PlaywrightTestConfig["use"];

/** The environment of every server under test, on top of its port and its database. */
export const serverEnv = {
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  // Simulated games run 30× faster so live score changes show within seconds.
  SIM_SPEED: "30",
  SCORES_TICK_MS: "1000",
  // e2e/predictions.spec.ts plays one simulated game to its final (sports-test-hooks.routes.ts).
  E2E_TEST_HOOKS: "true",
  // e2e/sideline-lock.spec.ts watches a sideline room lock after its final (an hour otherwise).
  SIDELINE_LOCK_AFTER_SECONDS: "15",
  // Every journey registers its fans from 127.0.0.1: more than 30 an hour (auth.rate-limits.ts).
  AUTH_RATE_LIMIT_SCALE: "20",
};
