import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Test-only access to real ESPN captures, trimmed to the events the tests name and kept in the
 * repository (fixtures/SOURCES.md: origin of each file and what was cut), so `npm test` needs
 * nothing beside the clone.
 */
export const ESPN_CAPTURES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "fixtures",
);

export function listEspnCaptures(): string[] {
  return readdirSync(ESPN_CAPTURES_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort();
}

export function readEspnCapture(file: string): unknown {
  return JSON.parse(readFileSync(path.join(ESPN_CAPTURES_DIR, file), "utf8"));
}
