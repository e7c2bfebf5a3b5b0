import { readFileSync } from "node:fs";
import { REPO_ROOT } from "../bench/datasets.ts";
import { predict, type Classifier } from "../src/model/classifier.ts";
import { BUCKETS } from "../src/model/features.ts";
import { modelBlockMask } from "../src/model/short-message.ts";
import { moderate, scoreMessage } from "../src/moderate.ts";
import { CATEGORIES, CATEGORY_COUNT, type Category } from "../src/score.ts";
import { parseEvalLine } from "../src/eval/evaluate.ts";
import { loadOwn, loadPublic, mask, OWN_WEIGHT, type Example } from "./corpora.ts";
import { quantize, train } from "./logistic.ts";
import { pickRobustThresholds } from "./thresholds.ts";

/**
 * Experiment harness (validation split only, never the test split): trains with the options
 * given on the command line and prints the combined filter's validation recall at a few
 * false-positive budgets. `npx tsx packages/moderation/train/sweep.ts publicWeight=0.2 epochs=8`
 */

const argv = process.argv.slice(2);
/** `fresh=FILE.jsonl`: lines written after the model's data, scored at the picked thresholds. */
const freshFile = argv.find((a) => a.startsWith("fresh="))?.slice("fresh=".length);
/** `plain=FILE`: one non-chat phrase a line (e.g. interface strings); the model's blocks there count. */
const plainFile = argv.find((a) => a.startsWith("plain="))?.slice("plain=".length);
const args = Object.fromEntries(
  argv
    .filter((a) => !a.includes("=") || /^[a-zA-Z][a-zA-Z0-9]*=[-0-9.e]+$/.test(a))
    .map((a) => {
      const [k, v] = a.split("=");
      return [k as string, Number(v)];
    }),
);
/** A category the rules gave at least CUE_LINE needs this many logits less from the model. */
let cue = 0;
const CUE_LINE = args["cueLine"] ?? 0.2;
const cueThreshold = (t: number): number => 1 / (1 + Math.exp(-(Math.log(t / (1 - t)) - cue)));
/** Times the pipeline's own public weight (corpora.ts PUBLIC_WEIGHT). */
const publicWeight = args["publicWeight"] ?? 1;
const ownWeight = args["ownWeight"] ?? OWN_WEIGHT;
const epochs = args["epochs"] ?? 6;
const l2 = args["l2"] ?? 1e-4;
const learningRate = args["lr"] ?? 0.3;
/** Bits of categories the public corpora do not teach (e.g. 1 = toxicity). */
const publicDrop = args["publicDrop"] ?? 0;

const own = loadOwn(new URL("../data/", import.meta.url));
const pub = publicWeight > 0 ? loadPublic(`${REPO_ROOT}/../shared/data/moderation`).corpora : [];
const examples: Example[] = [...own, ...pub].flatMap((c) =>
  c.examples.map((e) => ({
    ...e,
    ...(e.source === "sports-chat" || e.source === "labeled-chat"
      ? { weight: ownWeight }
      : {
          weight: e.weight * publicWeight,
          known: e.known & ~publicDrop,
          positive: e.positive & ~publicDrop,
        }),
  })),
);
const tokensOf = (text: string): string[] => scoreMessage(text, { model: null }).modelTokens;
const items = examples
  .filter((e) => e.split === "train")
  .map((e) => ({ ...e, tokens: tokensOf(e.text) }));
const trained = train(items, 14, () => undefined, { epochs, l2, learningRate });
const { values, scale } = quantize(trained.weights);
const model: Classifier = {
  meta: {
    version: 3,
    buckets: BUCKETS,
    categories: CATEGORIES,
    scale,
    bias: Array.from(trained.bias),
    thresholds: new Array<number>(CATEGORY_COUNT).fill(0.5),
    trainedAt: "",
  },
  weights: values,
};

interface Row {
  readonly p: Float64Array;
  readonly positive: number;
  readonly isAllow: boolean;
  readonly rulesBlock: boolean;
  /** modelBlockMask of the model tokens: the categories the model may block alone. */
  readonly mayBlock: number;
  /** The rules' own scores: a weak cue may lower the probability the model needs (`cue=`). */
  readonly rules: Float64Array;
}

function rowOf(text: string, positive: number, isAllow: boolean): Row {
  const p = new Float64Array(CATEGORY_COUNT);
  const tokens = tokensOf(text);
  predict(model, tokens, p);
  const rulesBlock = moderate(text, { model: null }).decision === "block";
  const rules = scoreMessage(text, { model: null }).rules;
  return { p, positive, isAllow, rulesBlock, mayBlock: modelBlockMask(tokens), rules };
}

const rows = examples
  .filter(
    (e) => (e.source === "sports-chat" || e.source === "labeled-chat") && e.split === "validation",
  )
  .map((e) => rowOf(e.text, e.positive, e.isAllow));
const allow = rows.filter((r) => r.isAllow);
const counted = CATEGORIES.map((c) => c !== "profanity");

/** Per category: the lowest threshold with at most `k` allow lines (not rule-blocked) over it. */
function thresholdsFor(k: number): number[] {
  return CATEGORIES.map((_, c) => {
    const values = allow
      .filter((r) => !r.rulesBlock)
      .map((r) => r.p[c] as number)
      .sort((a, b) => b - a);
    return Math.min(0.99, (values[k] ?? 0) + 1e-6);
  });
}

function measure(thresholds: number[], set: readonly Row[] = rows): string {
  const allow = set.filter((r) => r.isAllow);
  const block = set.filter((r) => !r.isAllow);
  const blocked = (r: Row): boolean =>
    r.rulesBlock ||
    CATEGORIES.some(
      (_, c) =>
        counted[c] &&
        ((r.mayBlock >> c) & 1) === 1 &&
        (r.p[c] as number) >=
          ((r.rules[c] as number) >= CUE_LINE
            ? cueThreshold(thresholds[c] as number)
            : (thresholds[c] as number)),
    );
  const fp = allow.filter(blocked).length;
  const tp = block.filter(blocked).length;
  const per = CATEGORIES.map((name, c) => {
    const pos = block.filter((r) => ((r.positive >> c) & 1) === 1);
    return `${name.slice(0, 5)} ${((100 * pos.filter(blocked).length) / Math.max(1, pos.length)).toFixed(0)}`;
  }).join(" ");
  return `recall ${((100 * tp) / block.length).toFixed(1)}% fp ${((100 * fp) / allow.length).toFixed(1)}% (${fp}/${allow.length}) | ${per}`;
}

console.log(
  `publicWeight=${publicWeight} ownWeight=${ownWeight} epochs=${epochs} l2=${l2} lr=${learningRate}`,
);
for (const k of [0, 1, 2]) console.log(`  k=${k}: ${measure(thresholdsFor(k))}`);
const plain =
  plainFile === undefined
    ? []
    : readFileSync(plainFile, "utf8")
        .split("\n")
        .filter((line) => line.trim().length > 0)
        .map((line) => rowOf(line, 0, true))
        .filter((r) => !r.rulesBlock);
const floors = args["floor"] !== undefined ? [args["floor"]] : [0.3, 0.5, 0.65];
let picked: number[] = [];
for (const floor of floors) {
  const robust = pickRobustThresholds(
    rows.map((r) => ({
      ...r,
      probabilities: r.p.map((p, c) => ((r.mayBlock >> c) & 1 ? p : 0)),
    })),
    Uint8Array.from(counted, (x) => (x ? 1 : 0)),
    floor,
  );
  picked = robust.thresholds;
  console.log(
    `  floor ${floor} margin ${robust.margin} (halves ${(robust.heldOutRecall * 100).toFixed(1)}% / ${(robust.heldOutFalsePositiveRate * 100).toFixed(1)}%) ${picked.map((t) => t.toFixed(2)).join(" ")}: ${measure(picked)}` +
      (plain.length > 0
        ? ` | plain ${measure(picked, plain).replace(/.*fp /, "").replace(/ \|.*/, "")}`
        : ""),
  );
}
for (const value of [0.5, 1, 2]) {
  cue = value;
  console.log(
    `  with cue ${value} (rules ≥ ${CUE_LINE}): ${measure(picked)}` +
      (plain.length > 0
        ? ` | plain ${measure(picked, plain).replace(/.*fp /, "").replace(/ \|.*/, "")}`
        : ""),
  );
}
cue = 0;
/** One threshold for every category the model blocks alone (profanity stays with the rules). */
const uniform = (t: number): number[] =>
  CATEGORIES.map((name) => (name === "profanity" ? 0.99 : t));
const uniformLines = [0.5, 0.45, 0.4, 0.35, 0.3, 0.25];
for (const t of uniformLines) console.log(`  uniform ${t}: ${measure(uniform(t))}`);
if (freshFile !== undefined) {
  const fresh = readFileSync(freshFile, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const { text, expect, categories } = parseEvalLine(line);
      return rowOf(
        text,
        expect === "allow" ? 0 : mask(...(categories as Category[])),
        expect === "allow",
      );
    });
  console.log(`  fresh, picked thresholds: ${measure(picked, fresh)}`);
  for (const t of uniformLines) console.log(`  fresh, uniform ${t}: ${measure(uniform(t), fresh)}`);
}
