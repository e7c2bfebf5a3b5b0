import { readFileSync } from "node:fs";
import { defaultModel } from "../src/model/load-model.ts";
import { moderate } from "../src/moderate.ts";
import { loadLabeledChat } from "./datasets.ts";

/**
 * `npm run bench:moderation`: single-threaded throughput of `moderate()` (rules + model) over a
 * realistic mix (the labeled chat set and the sports-chat set, repeated), against a trivial baseline that only does NFKC and
 * lower-casing. The machine is shared and noisy, so the runs alternate and the medians and
 * their ratio are reported; the last line is JSON.
 */

const TARGET_PER_SEC = 20_000;
const ROUNDS = 5;
const MESSAGES_PER_ROUND = 100_000;

const loadStart = process.hrtime.bigint();
defaultModel();
const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;

const sportsChat = readFileSync(new URL("../data/sports-chat.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.trim().length > 0)
  .map((line) => (JSON.parse(line) as { text: string }).text);
const texts = [...loadLabeledChat().map((m) => m.text), ...sportsChat];
const workload = Array.from(
  { length: MESSAGES_PER_ROUND },
  (_, i) => texts[i % texts.length] as string,
);

let sink = 0;

function baseline(text: string): number {
  return text.normalize("NFKC").toLowerCase().length;
}

function full(text: string): number {
  return moderate(text).toxicityScore;
}

function run(fn: (text: string) => number): number {
  const start = process.hrtime.bigint();
  for (const text of workload) sink += fn(text);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return workload.length / seconds;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

// Warm-up: let the JIT compile both paths before measuring.
run(full);
run(baseline);

const fullRates: number[] = [];
const baselineRates: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  baselineRates.push(run(baseline));
  fullRates.push(run(full));
}

const fullPerSec = Math.round(median(fullRates));
const baselinePerSec = Math.round(median(baselineRates));
const ratio = fullPerSec / baselinePerSec;
const meetsTarget = fullPerSec >= TARGET_PER_SEC;
const rssMb = Math.round(process.memoryUsage().rss / 1e6);

console.log(
  `corpus: ${texts.length} labeled messages, ${MESSAGES_PER_ROUND} per round, ${ROUNDS} rounds`,
);
console.log(`model load: ${loadMs.toFixed(0)} ms; process RSS after the runs: ${rssMb} MB`);
console.log(`moderate():       ${fullPerSec.toLocaleString("en-US")} messages/s (median)`);
console.log(`baseline NFKC+lc: ${baselinePerSec.toLocaleString("en-US")} messages/s (median)`);
console.log(`ratio full/baseline: ${ratio.toFixed(3)}  (${(1 / ratio).toFixed(1)}× slower)`);
console.log(
  `target ≥ ${TARGET_PER_SEC.toLocaleString("en-US")} messages/s: ${meetsTarget ? "met" : "NOT met"}`,
);
if (sink === -1) console.log("");
console.log(
  JSON.stringify({
    messagesPerSec: fullPerSec,
    baselinePerSec,
    ratio: Number(ratio.toFixed(4)),
    target: TARGET_PER_SEC,
    meetsTarget,
    modelLoadMs: Math.round(loadMs),
    rssMb,
  }),
);
