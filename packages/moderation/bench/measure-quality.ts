import { DAVIDSON_PATH, davidsonAvailable, loadDavidson, loadLabeledChat } from "./datasets.ts";
import { measureDavidson, measureLabeled } from "./quality.ts";

/**
 * Measures the filter on the project's labeled chat set and on the Davidson tweets.
 * Run from the repository root: `npx tsx packages/moderation/bench/measure-quality.ts`
 * (`--verbose` lists the labeled-set misses and false positives; Davidson tweets are never
 * printed, see ../shared/data/moderation/SOURCES.md).
 */

const verbose = process.argv.includes("--verbose");
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

const labeled = measureLabeled(loadLabeledChat());
console.log(
  `Labeled chat set: ${labeled.total} messages (${labeled.blockExpected} block, ${labeled.allowExpected} allow)`,
);
console.log(`  block recall        ${pct(labeled.recall)}  (target ≥ 95%)`);
console.log(`  false-positive rate ${pct(labeled.falsePositiveRate)}  (target ≤ 2%)`);
for (const [category, recall] of Object.entries(labeled.recallByCategory)) {
  console.log(`    ${category.padEnd(15)} ${pct(recall)}`);
}
if (verbose) {
  for (const m of labeled.missed)
    console.log(`  MISSED  [${m.category ?? ""}] ${JSON.stringify(m.text)}`);
  for (const m of labeled.falsePositives) console.log(`  FALSE+  ${JSON.stringify(m.text)}`);
}

let davidson: ReturnType<typeof measureDavidson> | null = null;
if (davidsonAvailable()) {
  davidson = measureDavidson(loadDavidson());
  const [c0, c1, c2] = davidson.counts;
  console.log(`Davidson tweets: ${c0 + c1 + c2}`);
  console.log(
    `  class 0 hate speech (${c0})  blocked ${pct(davidson.blockRate[0])}  (target ≥ 85%)`,
  );
  console.log(`  class 1 offensive  (${c1}) blocked ${pct(davidson.blockRate[1])}  (target ≥ 85%)`);
  console.log(`  classes 0+1 recall              ${pct(davidson.recallHateAndOffensive)}`);
  console.log(
    `  class 2 neither    (${c2})  blocked ${pct(davidson.blockRate[2])}  (reported, no target)`,
  );
} else {
  console.log(
    `Davidson tweets skipped: ${DAVIDSON_PATH} is missing (the shared data folder beside the` +
      " repository, ../shared/data/moderation).",
  );
}

console.log(
  JSON.stringify({
    labeled: { recall: labeled.recall, falsePositiveRate: labeled.falsePositiveRate },
    davidson: davidson && {
      blockRate: davidson.blockRate,
      recall01: davidson.recallHateAndOffensive,
    },
  }),
);
