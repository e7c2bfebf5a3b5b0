import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { clusterTargets } from "./e2e/cluster/cluster-env.ts";
import { browserUse, freePort, serverEnv, sharedConfig } from "./e2e/config-parts.ts";

// The game-day journeys again, on two full nodes sharing PostgreSQL and Redis (issue 15: "on
// PGlite and on PostgreSQL with two nodes"). Each fan a journey opens lands on the other node
// from the fan before (e2e/test.ts), so every live update a journey waits for crosses nodes.
// Workers inherit these variables from the runner, so everyone agrees on the ports.
process.env.E2E_CLUSTER_PORTS ??= `${freePort()},${freePort()}`;
const ports = process.env.E2E_CLUSTER_PORTS.split(",");
const nodeUrls = ports.map((port) => `http://127.0.0.1:${port}`);
process.env.E2E_NODE_URLS = nodeUrls.join(",");
// One DATA_DIR for both nodes, as a deployment shares its JWT secret (lib/jwt-secret.ts) and
// mail spool; the database and Redis are where the nodes meet otherwise.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "huddle-e2e-cluster-"));
const { databaseUrl, redisUrl } = clusterTargets();

/** Node i: `npm start`'s entry point on its own port. */
const node = (i: number, prepare: string) => ({
  command: `${prepare}node scripts/start.mjs`,
  url: `${nodeUrls[i]}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    ...serverEnv,
    PORT: ports[i]!,
    DATA_DIR: process.env.E2E_DATA_DIR!,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
  },
});

export default defineConfig({
  ...sharedConfig,
  // Journeys where two fans meet in a room, a live score moves, or the feed settles a game, and
  // the chat-first room itself (issue 15 §0), whose screen-reader journey has a second fan post.
  testMatch: [
    "chat.spec.ts",
    "reactions.spec.ts",
    "predictions.spec.ts",
    "spoiler-delay.spec.ts",
    "sports.spec.ts",
    "autopilot.spec.ts",
    "sideline-lock.spec.ts",
    "room-layout.spec.ts",
  ],
  // Beside the one-node run's results, which that run clears at its start.
  outputDir: "test-results/two-nodes",
  use: { ...browserUse, baseURL: nodeUrls[0] },
  projects: [{ name: "chromium-two-nodes", use: { browserName: "chromium" } }],
  // Started in order: the first node's command empties the database and seeds the accounts, and
  // its migrations have run before the second node starts.
  webServer: [
    node(0, "npx tsx e2e/cluster/prepare-cluster.ts && npx tsx e2e/seed-users.ts && "),
    node(1, ""),
  ],
});
