import { createInterface } from "node:readline";
import { moderate } from "../moderate.ts";

/**
 * `npm run moderate`: one JSON object with a `text` field per stdin line → one JSON line per
 * input with the default settings. A bad line yields `{"error": …}` and the run goes on.
 */

function moderateLine(line: string): string {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return JSON.stringify({ error: "Invalid JSON" });
  }
  const text = (input as { text?: unknown } | null)?.text;
  if (typeof text !== "string") {
    return JSON.stringify({ error: "Expected an object with a string `text` field" });
  }
  const { decision, categories, scores, toxicityScore } = moderate(text);
  return JSON.stringify({ decision, categories, scores, toxicityScore });
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim().length === 0) continue;
  process.stdout.write(moderateLine(line) + "\n");
}
