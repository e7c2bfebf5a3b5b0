import { mkdirSync, writeFileSync } from "node:fs";
import { REPO_ROOT } from "../bench/datasets.ts";
import { evaluate, type EvalLine } from "../src/eval/evaluate.ts";
import { predict, type Classifier, type ModelMeta } from "../src/model/classifier.ts";
import { addressesChatter, BUCKETS } from "../src/model/features.ts";
import { MODEL_DIR } from "../src/model/load-model.ts";
import { modelBlockMask } from "../src/model/short-message.ts";
import {
  lowerByLogits,
  MODEL_COUNTS,
  moderate,
  RULE_CUE_LINE,
  RULE_CUE_LOGITS,
  scoreMessage,
} from "../src/moderate.ts";
import { CATEGORIES, CATEGORY_COUNT } from "../src/score.ts";
import {
  ADDRESSED_ALLOW_WEIGHT,
  loadOwn,
  loadPublic,
  mask,
  stableHash,
  type Corpus,
} from "./corpora.ts";
import { train, quantize } from "./logistic.ts";
import { writeModelCard, type CategoryFigures } from "./model-card.ts";
import { pickRobustThresholds, type Scored } from "./thresholds.ts";

/**
 * `npm run train:moderation`: reads our sports-chat set and the public corpora in
 * ../shared/data/moderation, trains on the train split, picks thresholds on validation, fits the
 * shipped model again on train + validation, and writes
 * packages/moderation/model/{model.json,weights.bin} and MODEL.md with the test figures.
 * Deterministic: fixed split hashes and a seeded shuffle.
 */

const SEED = 14;
const PUBLIC_DIR = `${REPO_ROOT}/../shared/data/moderation`;
const DATA_DIR = new URL("../data/", import.meta.url);
const log = (line: string): void => console.log(line);
const started = Date.now();

const own = loadOwn(DATA_DIR);
const { corpora: publicCorpora, missing } = loadPublic(PUBLIC_DIR);
if (missing.length > 0) {
  log(`Missing public corpora (training goes on without them; the model will be weaker):`);
  for (const path of missing) log(`  - ${path}`);
}
const corpora: Corpus[] = [...own, ...publicCorpora];
for (const c of corpora) {
  const n = (split: string): number => c.examples.filter((e) => e.split === split).length;
  log(
    `${c.name}: ${c.examples.length} (train ${n("train")}, validation ${n("validation")}, test ${n("test")})`,
  );
}

/** The exact tokens the model reads at run time: normalized, allow-listed tokens masked. */
const tokensOf = (text: string): string[] => scoreMessage(text, { model: null }).modelTokens;
/**
 * Public corpora teach toxicity only where a line is said to someone ("you", "ur", "your"…).
 * Their "insult"/"toxic" labels on lines about a topic (news comments, Wikipedia talk) fire on
 * heated but ordinary sports talk: on our validation lines they cost more toxicity recall at a
 * fixed false-positive budget than they brought (rounds 5–21). Said to a person, the same labels
 * are our category — an insult in a writer's own words. Every line of ours teaches it, our other
 * writers' included (until round 22 they were silenced with the public corpora by mistake; with
 * both, a blind probe's toxicity lines went from 27% to 88% blocked).
 */
const PUBLIC_SILENT = mask("toxicity");
const isOwn = (source: string): boolean => source === "sports-chat" || source === "labeled-chat";
const isPublic = (source: string): boolean => !isOwn(source) && source !== "other-writers";
const withTokens = corpora
  .flatMap((c) => c.examples)
  .map((e) => ({ ...e, tokens: tokensOf(e.text) }))
  .map((e) => {
    const addressed = addressesChatter(e.tokens);
    if (isPublic(e.source)) {
      return addressed
        ? e
        : { ...e, known: e.known & ~PUBLIC_SILENT, positive: e.positive & ~PUBLIC_SILENT };
    }
    return addressed && e.positive === 0 ? { ...e, weight: e.weight * ADDRESSED_ALLOW_WEIGHT } : e;
  });
const trainItems = withTokens.filter((e) => e.split === "train");
log(`training on ${trainItems.length} examples, ${BUCKETS} buckets × ${CATEGORY_COUNT} categories`);
const trained = train(trainItems, SEED, log);
const { values, scale } = quantize(trained.weights);

const draft: Classifier = {
  meta: {
    version: 3,
    buckets: BUCKETS,
    categories: CATEGORIES,
    scale,
    bias: Array.from(trained.bias),
    thresholds: new Array<number>(CATEGORY_COUNT).fill(0.5),
    trainedAt: new Date().toISOString().slice(0, 10),
  },
  weights: values,
};

function scored(
  split: string,
  classifier: Classifier,
): (Scored & {
  source: string;
  text: string;
  known: number;
  own: boolean;
  tokens: readonly string[];
})[] {
  return withTokens
    .filter((e) => e.split === split)
    .map((e) => {
      const probabilities = new Float64Array(CATEGORY_COUNT);
      predict(classifier, e.tokens, probabilities);
      return { ...e, probabilities, own: isOwn(e.source), rulesBlock: false };
    });
}

/**
 * At run time the model blocks alone only where modelBlockMask allows (by length, and in short
 * messages only with a charged word): pick likewise, a masked category's probability as 0.
 */
function mayBlockOnly(probabilities: Float64Array, tokens: readonly string[]): Float64Array {
  const mask = modelBlockMask(tokens);
  return probabilities.map((p, c) => ((mask >> c) & 1 ? p : 0));
}
/**
 * Where the rules hold a weak cue of a category, the model needs RULE_CUE_LOGITS less at run
 * time (moderate.ts): pick on the probability raised by as much, so that a threshold t here
 * blocks exactly the lines that t lowered by the cue blocks at run time.
 */
function withRuleCues(probabilities: Float64Array, text: string): Float64Array {
  const { rules } = scoreMessage(text, { model: null });
  return probabilities.map((p, c) =>
    (rules[c] as number) >= RULE_CUE_LINE ? lowerByLogits(p, -RULE_CUE_LOGITS) : p,
  );
}
/**
 * Validation halves for the margin check: a seeded hash of the text, not file position; each of
 * MARGIN_SPLITS bits of the hash is one split into halves, and the margin must keep the held-out
 * halves within budget on average over all of them.
 */
const HALF_SEED = 0x5eed;
const MARGIN_SPLITS = 8;
/** Bit s: the top bit (FNV-1a's best mixed) of the text's hash under seed HALF_SEED + s. */
function halvesOf(text: string): number {
  let bits = 0;
  for (let s = 0; s < MARGIN_SPLITS; s++) bits |= (stableHash(text, HALF_SEED + s) >>> 31) << s;
  return bits;
}
const robust = pickRobustThresholds(
  scored("validation", draft)
    .filter((item) => item.own)
    .map((item) => ({
      ...item,
      probabilities: withRuleCues(mayBlockOnly(item.probabilities, item.tokens), item.text),
      rulesBlock: moderate(item.text, { model: null }).decision === "block",
      half: halvesOf(item.text),
    })),
  MODEL_COUNTS,
  undefined,
  MARGIN_SPLITS,
);
const { thresholds } = robust;
log(
  `threshold margin ${robust.margin} logits; validation halves held out: recall ` +
    `${(robust.heldOutRecall * 100).toFixed(1)}%, false positives ` +
    `${(robust.heldOutFalsePositiveRate * 100).toFixed(1)}%`,
);
/**
 * The thresholds were picked on what the draft never saw; the model we ship then learns from the
 * validation lines too (round 15: +1.3 points on the test split and +3.0 on probe 12 at the same
 * false positives). Its probabilities on unseen text are the draft's kind, so the thresholds hold.
 */
const fitItems = withTokens.filter((e) => e.split !== "test");
log(`final fit on ${fitItems.length} examples (train + validation)`);
const final = train(fitItems, SEED, log);
const finalWeights = quantize(final.weights);
const meta: ModelMeta = {
  ...draft.meta,
  scale: finalWeights.scale,
  bias: Array.from(final.bias),
  thresholds,
};
const model: Classifier = { meta, weights: finalWeights.values };
log(`thresholds: ${CATEGORIES.map((c, i) => `${c} ${thresholds[i]}`).join(", ")}`);

mkdirSync(MODEL_DIR, { recursive: true });
writeFileSync(new URL("model.json", MODEL_DIR), JSON.stringify(meta, null, 2) + "\n");
writeFileSync(new URL("weights.bin", MODEL_DIR), new Uint8Array(model.weights.buffer));

/** Precision/recall/F1 per category of the model alone on a test split. */
function modelFigures(items: readonly (Scored & { known: number })[]): CategoryFigures[] {
  return CATEGORIES.map((category, c) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const item of items) {
      if ((item.known & (1 << c)) === 0) continue;
      const hit = (item.probabilities[c] as number) >= (thresholds[c] as number);
      const positive = ((item.positive >> c) & 1) === 1;
      if (hit && positive) tp++;
      else if (hit) fp++;
      else if (positive) fn++;
    }
    return { category, tp, fp, fn };
  });
}

const testScored = scored("test", model);
const ownLines = (split: string): EvalLine[] =>
  withTokens
    .filter((e) => isOwn(e.source) && e.split === split)
    .map((e) => ({
      text: e.text,
      expect: e.isAllow ? "allow" : "block",
      categories: CATEGORIES.filter((_, c) => ((e.positive >> c) & 1) === 1),
    }));
const ownTestLines = ownLines("test");
const draftWithThresholds: Classifier = { meta: { ...draft.meta, thresholds }, weights: values };
const validation = evaluate(ownLines("validation"), (text) =>
  moderate(text, { model: draftWithThresholds }),
);
const combined = evaluate(ownTestLines, (text) => moderate(text, { model }));
const rulesOnly = evaluate(ownTestLines, (text) => moderate(text, { model: null }));

/** Combined filter per category on our test: precision counts blocks naming the category. */
function combinedFigures(): CategoryFigures[] {
  return CATEGORIES.map((category) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const line of ownTestLines) {
      const result = moderate(line.text, { model });
      const named = result.decision === "block" && result.categories.includes(category);
      const labelled = line.categories.includes(category);
      if (named && labelled) tp++;
      else if (named) fp++;
      else if (labelled) fn++;
    }
    return { category, tp, fp, fn };
  });
}

writeModelCard(new URL("../MODEL.md", import.meta.url), {
  meta,
  corpora,
  missing,
  combined,
  validation,
  robust,
  rulesOnly,
  combinedPerCategory: combinedFigures(),
  modelOwnTest: modelFigures(testScored.filter((i) => i.own)),
  modelPublicTest: modelFigures(testScored.filter((i) => !i.own)),
  weightsBytes: model.weights.byteLength,
  seconds: Math.round((Date.now() - started) / 1000),
});
log(
  `our test split (${combined.total} lines): block recall ${(combined.recall * 100).toFixed(1)}%, ` +
    `false positives ${(combined.falsePositiveRate * 100).toFixed(1)}% ` +
    `(rules alone ${(rulesOnly.recall * 100).toFixed(1)}% / ${(rulesOnly.falsePositiveRate * 100).toFixed(1)}%)`,
);
for (const [category, figures] of Object.entries(combined.perCategory)) {
  log(
    `  ${category.padEnd(15)} ${(figures.recall * 100).toFixed(1)}% (${figures.blocked}/${figures.total})`,
  );
}
log(`done in ${Math.round((Date.now() - started) / 1000)} s; wrote model/ and MODEL.md`);
