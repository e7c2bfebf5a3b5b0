import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Test-only access to the real ESPN captures in ../shared/data/espn (relative to the repo root;
 * see SOURCES.md there). Never copied into the repo.
 */
const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../../../..",
);
export const ESPN_CAPTURES_DIR = path.join(REPO_ROOT, "../shared/data/espn");

export function listEspnCaptures(): string[] {
  return readdirSync(ESPN_CAPTURES_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort();
}

export function readEspnCapture(file: string): unknown {
  return JSON.parse(readFileSync(path.join(ESPN_CAPTURES_DIR, file), "utf8"));
}
