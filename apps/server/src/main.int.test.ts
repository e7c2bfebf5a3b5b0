import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

describe("the server process", () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "shuts down cleanly on %s and releases the embedded database",
    async (signal) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "huddle-main-"));
      dirs.push(dataDir);
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          LOG_LEVEL: "silent",
          WEB_DIST_DIR: dataDir,
        },
        stdio: "ignore",
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000);
      expect(existsSync(path.join(dataDir, "db.lock"))).toBe(true);

      child.kill(signal);
      expect(await exited).toBe(0);
      expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    },
    90_000,
  );
});
