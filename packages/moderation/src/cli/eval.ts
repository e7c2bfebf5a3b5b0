import { readFileSync } from "node:fs";
import {
  evaluate,
  parseEvalLine,
  type EvalLine,
  type EvalReport,
  type Verdict,
} from "../eval/evaluate.ts";
import { moderate } from "../moderate.ts";

/**
 * `npm run eval:moderation -- FILE.jsonl`: lines `{text, expect: allow|block, categories}`
 * through `moderate()` with the default settings (`--model-review-only`: the model may not block
 * alone, only the rules block). Prints per-category recall, overall recall, false-positive rate and the label
 * confusion; the last line is the report as JSON. `--misses` first lists every line the filter got
 * wrong (false positives, then missed blocks) with what it decided.
 */

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function print(report: EvalReport): void {
  console.log(
    `${report.total} lines: ${report.blockExpected} block, ${report.allowExpected} allow`,
  );
  console.log(`block recall        ${pct(report.recall)}`);
  console.log(`false-positive rate ${pct(report.falsePositiveRate)}`);
  console.log("recall per category:");
  for (const [category, { total, blocked, recall }] of Object.entries(report.perCategory)) {
    console.log(`  ${category.padEnd(15)} ${pct(recall).padStart(6)}  (${blocked}/${total})`);
  }
  console.log("confusion (expected → blocked as; allow = not blocked):");
  for (const [expected, row] of Object.entries(report.confusion)) {
    const cells = Object.entries(row)
      .sort((a, b) => b[1] - a[1])
      .map(([named, count]) => `${named} ${count}`);
    console.log(`  ${expected.padEnd(15)} ${cells.join(", ")}`);
  }
}

function printMisses(lines: readonly EvalLine[], verdicts: ReadonlyMap<string, Verdict>): void {
  const missed = (expect: EvalLine["expect"]) =>
    lines.filter(
      (line) =>
        line.expect === expect &&
        (verdicts.get(line.text)?.decision === "block") !== (expect === "block"),
    );
  console.log("false positives (labelled allow, blocked as):");
  for (const line of missed("allow")) {
    console.log(
      `  [${verdicts.get(line.text)?.categories.join(",")}] ${JSON.stringify(line.text)}`,
    );
  }
  console.log("missed blocks (labelled as, not blocked):");
  for (const line of missed("block")) {
    console.log(`  [${line.categories.join(",")}] ${JSON.stringify(line.text)}`);
  }
}

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
/** `--model-review-only`: the model flags and quarantines but never blocks alone. */
const modelMayBlock = !args.includes("--model-review-only");
if (file === undefined) {
  console.error("usage: npm run eval:moderation -- FILE.jsonl [--model-review-only] [--misses]");
  process.exit(2);
}
const lines = readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim().length > 0)
  .map((line, i) => {
    try {
      return parseEvalLine(line);
    } catch (error) {
      throw new Error(`${file}:${i + 1}: ${(error as Error).message}`, { cause: error });
    }
  });
const verdicts = new Map<string, Verdict>();
const report = evaluate(lines, (text) => {
  const verdict = moderate(text, { modelMayBlock });
  verdicts.set(text, verdict);
  return verdict;
});
if (args.includes("--misses")) printMisses(lines, verdicts);
print(report);
console.log(JSON.stringify(report));
