import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, createLogger, type Manifest } from "vite";

/**
 * Builds the web app as `npm start` does (into a temporary folder) and holds the first page to a
 * budget: the entry chunk, the one file every visitor downloads before any page can render.
 */
const ENTRY_BUDGET_BYTES = 250 * 1024;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = mkdtempSync(path.join(tmpdir(), "huddle-web-build-"));
const warnings: string[] = [];
let manifest: Manifest;

beforeAll(async () => {
  const logger = createLogger("warn", { allowClearScreen: false });
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = logger.warn;
  // Vitest runs with NODE_ENV=test, which would make vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  await build({
    root: webRoot,
    configFile: path.join(webRoot, "vite.config.ts"),
    logLevel: "warn",
    customLogger: logger,
    build: { outDir, emptyOutDir: true, manifest: "manifest.json" },
  }).finally(() => (process.env.NODE_ENV = nodeEnv));
  manifest = JSON.parse(readFileSync(path.join(outDir, "manifest.json"), "utf8")) as Manifest;
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the production build", () => {
  it("builds without a warning", () => {
    expect(warnings).toEqual([]);
  });

  it(`keeps the entry chunk under ${ENTRY_BUDGET_BYTES / 1024} kB`, () => {
    const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
    expect(entries).toHaveLength(1);
    const bytes = statSync(path.join(outDir, entries[0]!.file)).size;
    expect(bytes).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES);
  });

  it("loads the signed-in pages and the chat only when a route needs them", () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    const lazyPages = (entry.dynamicImports ?? []).map((key) => manifest[key]!.src ?? key);
    expect(lazyPages).toEqual(
      expect.arrayContaining([
        "src/features/auth/components/auth-page.tsx",
        "src/app/routes/home-route.tsx",
        "src/app/routes/room-page.tsx",
        "src/app/routes/profile-route.tsx",
      ]),
    );
  });
});
