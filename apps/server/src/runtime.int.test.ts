import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openRuntime } from "./runtime.ts";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** Starts the app the way `npm start` does: embedded PGlite in DATA_DIR, no DATABASE_URL. */
async function start(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const runtime = await openRuntime(config, pino({ level: "silent" }));
  const app = await buildApp({ config, ...runtime, logger: false });
  return {
    app,
    async stop() {
      await app.close();
      await runtime.close();
    },
  };
}

/** Two full starts on disk (migrations, sports seed): slow on a loaded 2-core machine. */
const TWO_STARTS_TIMEOUT_MS = 120_000;

describe("the embedded runtime", () => {
  it(
    "keeps accounts, sessions and the signing secret across a restart on the same DATA_DIR",
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "huddle-restart-"));
      dirs.push(dataDir);
      const first = await start(dataDir);
      const payload = {
        username: "survivor",
        email: "survivor@example.com",
        password: "season2025",
        acceptedTerms: true,
      };
      expect(
        (await first.app.inject({ method: "POST", url: "/api/auth/register", payload })).statusCode,
      ).toBe(201);
      const login = await first.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { usernameOrEmail: "survivor", password: "season2025" },
      });
      const { tokens } = login.json();
      await first.stop();

      expect(await readdir(dataDir)).toEqual(expect.arrayContaining(["db", "jwt-secret"]));

      const second = await start(dataDir);
      const me = await second.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.username).toBe("survivor");
      const refreshed = await second.app.inject({
        method: "POST",
        url: "/api/auth/refresh",
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
      await second.stop();
    },
    TWO_STARTS_TIMEOUT_MS,
  );
});
