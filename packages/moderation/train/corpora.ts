import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { parseCsv, parseCsvRecords } from "../bench/csv.ts";
import { CATEGORIES, CATEGORY_INDEX, type Category } from "../src/score.ts";

/**
 * The labelled corpora and how their labels map onto our nine categories (MODEL.md shows the
 * same table). Each example says which categories it is positive for and which it *informs*:
 * a Davidson tweet says nothing about spam or politics, so it is no negative for them.
 */

export type Split = "train" | "validation" | "test";

export interface Example {
  readonly text: string;
  readonly source: string;
  /** Bit c set: positive for CATEGORIES[c]. */
  readonly positive: number;
  /** Bit c set: this example is a label (positive or negative) for CATEGORIES[c]. */
  readonly known: number;
  readonly weight: number;
  readonly split: Split;
  /** Labelled allow by our own set (for the false-positive constraint). */
  readonly isAllow: boolean;
}

export interface Corpus {
  readonly name: string;
  readonly mapping: string;
  readonly license: string;
  readonly examples: Example[];
}

export const ALL = (1 << CATEGORIES.length) - 1;
export function mask(...categories: Category[]): number {
  return categories.reduce((m, c) => m | (1 << CATEGORY_INDEX[c]), 0);
}

const SEED = 20261125;
/** Stable split of a text: FNV-1a with the seed mixed in. */
export function stableHash(text: string, seed = 0): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Public corpora: 80/10/10 by seeded hash. */
function publicSplit(text: string): Split {
  const bucket = stableHash(text, SEED) % 10;
  return bucket === 0 ? "test" : bucket === 1 ? "validation" : "train";
}

interface Row {
  text: string;
  positive: number;
  known: number;
}

/**
 * Every public example counts this much (times its corpus's own weight). Round 7: 0.5 rather
 * than 1, measured by sweep.ts on our validation lines (70.1% → 70.8% recall at the same 0.6%
 * false positives), on the round-6 probe (76.8% → 78.6%) and on interface strings (30 → 26 of
 * 4,002 blocked): the public sets' formal English (debate motions, news comments) taught
 * politics and hate speech words that our chat uses innocently. Round 5 measured 0.3: no gain.
 */
export const PUBLIC_WEIGHT = 0.5;

function corpus(
  name: string,
  mapping: string,
  license: string,
  rows: Row[],
  weight: number,
): Corpus {
  const seen = new Set<string>();
  const examples: Example[] = [];
  for (const row of rows) {
    const text = row.text.trim();
    if (text.length === 0 || seen.has(text)) continue;
    seen.add(text);
    const split = publicSplit(text);
    examples.push({
      ...row,
      text,
      source: name,
      weight: weight * PUBLIC_WEIGHT,
      split,
      isAllow: false,
    });
  }
  return { name, mapping, license, examples };
}

interface OwnLine {
  text: string;
  expect?: string;
  expected?: string;
  categories?: string[];
  category?: string;
}

function ownExamples(path: string, name: string, split: (text: string) => Split): Example[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const raw = JSON.parse(line) as OwnLine;
      const categories = raw.categories ?? (raw.category === undefined ? [] : [raw.category]);
      const isAllow = (raw.expect ?? raw.expected) === "allow";
      return {
        text: raw.text,
        source: name,
        positive: isAllow ? 0 : mask(...(categories as Category[])),
        known: ALL,
        weight: OWN_WEIGHT,
        split: split(raw.text),
        isAllow,
      };
    });
}

/**
 * Our sports chat teaches the register the public sets lack, so it counts more than a public
 * example; 3× beat 10× on validation and on freshly written lines (10× fits our phrasings).
 */
export const OWN_WEIGHT = 3;

/**
 * Our lines said to a chatter are three quarters put-downs (5,877 of 7,874 in round 23), where a
 * game room's are mostly friendly; so the model had learned "said to someone" as a cue of abuse
 * and blocked 8.6% of friendly lines written blind around everyday words ("tell your dad happy
 * bday from the chat"). Our friendly lines said to someone count this much more, to bring the
 * two nearer even (round 23: 4 was no better on any held-out set).
 */
export const ADDRESSED_ALLOW_WEIGHT = 2.5;

/**
 * Lines by other writers than sports-chat.jsonl's (helper sessions given the labelling standard
 * and a voice each), trained on since round 12: the probes of rounds 6-10 and the three-voice
 * batch. More writers taught more than more lines by one writer (docs/moderation.md, round 12).
 * Probe 12 joined them in round 15, and in round 22 four writers' friendly lines said to a
 * chatter and put-downs in everyday words (`writers-round22.jsonl`). Round 23 added friendly
 * lines built around everyday words and phrases that our put-downs had made look abusive ("your
 * life", "make sure", "hotel": `writers-round23-cues.jsonl`) and the frames of our put-downs used
 * both ways ("take from someone who…", "you clearly…": `writers-round23-contrast.jsonl`), and
 * sly spam, harassment and hate speech with hard allows (`writers-round23-weak.jsonl`, four
 * fifths of three writers' lines; the fifth is `probe-round23-weak.jsonl`). Never trained on:
 * the probes `probe-round26-outside.jsonl` (an outside evaluator's), `probe-round24.jsonl`
 * (blind), `probe-round23.jsonl`, `probe-round16.jsonl` and `probe-round15.jsonl` (rounds 21,
 * 23 and 26 read their misses for rules); friendly lines around
 * other such words (`probe-round23-cues.jsonl`) and friendly chat (`probe-round23-friendly.jsonl`);
 * and the untrained writers' files pinned in `src/model-figures.test.ts`.
 */
export const OTHER_WRITER_FILES = [
  "voices-round9.jsonl",
  "probe-writer2.jsonl",
  "probe-voices.jsonl",
  "probe-round6.jsonl",
  "probe-round7.jsonl",
  "probe-round8.jsonl",
  "probe-round9.jsonl",
  "probe-round10.jsonl",
  "writers-round13.jsonl",
  "writers-round14.jsonl",
  "probe-round12.jsonl",
  "writers-round15.jsonl",
  "writers-round16.jsonl",
  "writers-round22.jsonl",
  "writers-round23-cues.jsonl",
  "writers-round23-contrast.jsonl",
  "writers-round23-weak.jsonl",
];

/** Our set: sports-chat.test.jsonl is the test split; the rest 80/20 train/validation. */
export function loadOwn(dataDir: URL): Corpus[] {
  const trainOrValidation = (text: string): Split =>
    stableHash(text, SEED) % 5 === 0 ? "validation" : "train";
  return [
    {
      name: "sports-chat (ours)",
      mapping: "our categories as labelled; `allow` → clean",
      license: "project",
      examples: [
        ...ownExamples(
          new URL("sports-chat.jsonl", dataDir).pathname,
          "sports-chat",
          trainOrValidation,
        ),
        ...ownExamples(
          new URL("sports-chat.test.jsonl", dataDir).pathname,
          "sports-chat",
          () => "test",
        ),
      ],
    },
    {
      name: "other writers (ours)",
      mapping: "our categories as labelled; `allow` → clean",
      license: "project",
      examples: OTHER_WRITER_FILES.flatMap((file) =>
        ownExamples(new URL(file, dataDir).pathname, "other-writers", trainOrValidation),
      ),
    },
    {
      name: "labeled-chat (ours, older)",
      mapping: "our categories as labelled; `allow` → clean",
      license: "project",
      examples: ownExamples(
        new URL("labeled-chat.jsonl", dataDir).pathname,
        "labeled-chat",
        trainOrValidation,
      ),
    },
  ];
}

type Loader = (dir: string) => Corpus;

function csv(path: string): Record<string, string>[] {
  return parseCsvRecords(readFileSync(path, "utf8"));
}

const davidson: Loader = (dir) =>
  corpus(
    "davidson",
    "class 0 → hate_speech; 1 → profanity; 2 → clean (informs hate_speech, profanity)",
    "MIT",
    csv(`${dir}/davidson_labeled_data.csv`).map((r) => ({
      text: r["tweet"] ?? "",
      positive:
        r["class"] === "0" ? mask("hate_speech") : r["class"] === "1" ? mask("profanity") : 0,
      known: mask("hate_speech", "profanity"),
    })),
    1,
  );

const sms: Loader = (dir) =>
  corpus(
    "sms_spam_collection",
    "spam → spam; ham → clean (informs spam, politics, religion, hate_speech, violence)",
    "authors' terms (permissive, cite)",
    readFileSync(`${dir}/sms_spam_collection/SMSSpamCollection`, "utf8")
      .split("\n")
      .filter((line) => line.includes("\t"))
      .map((line) => {
        const tab = line.indexOf("\t");
        return {
          text: line.slice(tab + 1),
          positive: line.slice(0, tab) === "spam" ? mask("spam") : 0,
          known: mask("spam", "politics", "religion", "hate_speech", "violence"),
        };
      }),
    1,
  );

const HATECHECK_CLEAN = new Set([
  "ident_neutral_nh",
  "ident_pos_nh",
  "negate_neg_nh",
  "counter_quote_nh",
  "counter_ref_nh",
  "slur_homonym_nh",
  "target_obj_nh",
]);

function hatecheckLabel(functionality: string): number | null {
  if (functionality.endsWith("_h")) {
    let m = mask("hate_speech");
    if (functionality.startsWith("threat_")) m |= mask("violence");
    if (functionality === "slur_h" || functionality === "profanity_h") m |= mask("profanity");
    return m;
  }
  if (HATECHECK_CLEAN.has(functionality)) return 0;
  if (functionality === "profanity_nh") return mask("profanity");
  if (functionality === "target_indiv_nh") return mask("toxicity");
  // target_group_nh (abuse of non-protected groups) reads like rival-fan trash talk: left out.
  return null;
}

const hatecheck: Loader = (dir) =>
  corpus(
    "hatecheck",
    "*_h → hate_speech (threat_* + violence, slur_h/profanity_h + profanity); neutral/counter-speech → clean; profanity_nh → profanity; target_indiv_nh → toxicity; target_group_nh and slur_reclaimed_nh left out",
    "CC BY 4.0",
    csv(`${dir}/hatecheck/test_suite_cases.csv`).flatMap((r) => {
      const positive = hatecheckLabel(r["functionality"] ?? "");
      if (positive === null) return [];
      const known = mask("hate_speech", "violence", "profanity", "toxicity");
      return [{ text: r["test_case"] ?? "", positive, known }];
    }),
    1,
  );

const stormfront: Loader = (dir) =>
  corpus(
    "stormfront_hate_speech",
    "hate → hate_speech; noHate → clean (informs hate_speech); relation/idk_skip left out",
    "CC BY-SA 3.0 ES",
    csv(`${dir}/stormfront_hate_speech/stormfront_sentences.csv`).flatMap((r) => {
      const label = r["label"];
      if (label !== "hate" && label !== "noHate") return [];
      return [
        {
          text: r["text"] ?? "",
          positive: label === "hate" ? mask("hate_speech") : 0,
          known: mask("hate_speech"),
        },
      ];
    }),
    1,
  );

const SPAN_TYPE: Readonly<Record<string, Category>> = {
  Insult: "toxicity",
  "Identity based Attack": "hate_speech",
  "Profane/Obscene": "profanity",
  Threat: "violence",
  "Other Toxicity": "toxicity",
};

const toxicSpans: Loader = (dir) => {
  const base = `${dir}/toxic_spans_civil_comments`;
  const annotationComment = new Map<string, [comment: string, worker: string]>();
  for (const r of csv(`${base}/annotations.csv`)) {
    annotationComment.set(r["annotation"] ?? "", [r["comment_id"] ?? "", r["worker"] ?? ""]);
  }
  const raters = new Map<string, Set<string>>();
  for (const r of csv(`${base}/spans.csv`)) {
    const category = SPAN_TYPE[r["type"] ?? ""];
    const owner = annotationComment.get(r["annotation"] ?? "");
    if (category === undefined || owner === undefined) continue;
    const key = `${owner[0]}|${category}`;
    const set = raters.get(key) ?? new Set<string>();
    set.add(owner[1]);
    raters.set(key, set);
  }
  const positives = new Map<string, number>();
  for (const [key, workers] of raters) {
    if (workers.size < 2) continue;
    const [comment, category] = key.split("|") as [string, Category];
    positives.set(comment, (positives.get(comment) ?? 0) | mask(category));
  }
  return corpus(
    "toxic_spans_civil_comments",
    "span type marked by ≥ 2 raters: Insult/Other Toxicity → toxicity, Identity based Attack → hate_speech, Profane/Obscene → profanity, Threat → violence; comments without such a type left out (not reliably clean)",
    "CC0 1.0",
    csv(`${base}/comments.csv`).flatMap((r) => {
      const positive = positives.get(r["comment_id"] ?? "");
      if (positive === undefined) return [];
      const known = mask("toxicity", "hate_speech", "profanity", "violence");
      return [{ text: r["comment_text"] ?? "", positive, known }];
    }),
    1,
  );
};

/** Per annotator: 17 columns from index 7 (is_abuse 1,0,-1,-2,-3; 7 types; 3 targets; 2). */
const CONVABUSE_TYPES: readonly (Category[] | null)[] = [
  ["hate_speech"], // ableist
  ["hate_speech"], // homophobic
  ["toxicity"], // intellectual
  ["hate_speech"], // racist
  ["hate_speech"], // sexist
  ["sexual_content", "harassment"], // sex_harassment
  ["hate_speech"], // transphobic
];

function convabuseRow(row: readonly string[]): Row | null {
  let abusive = 0;
  let clean = 0;
  let annotators = 0;
  const typeVotes = new Array<number>(CONVABUSE_TYPES.length).fill(0);
  for (let a = 0; a < 8; a++) {
    const at = (i: number): boolean => row[7 + a * 17 + i] === "1";
    const cells = row.slice(7 + a * 17, 7 + a * 17 + 5);
    if (!cells.some((cell) => cell === "1")) continue;
    annotators++;
    if (at(0)) clean++;
    if (at(2) || at(3) || at(4)) abusive++;
    CONVABUSE_TYPES.forEach((_, t) => {
      if (at(5 + t)) typeVotes[t] = (typeVotes[t] as number) + 1;
    });
  }
  const text = row[5] ?? "";
  const known = mask("toxicity", "harassment", "hate_speech", "sexual_content");
  if (abusive * 2 > annotators) {
    let positive = mask("toxicity");
    typeVotes.forEach((votes, t) => {
      if (votes >= 2) positive |= mask(...(CONVABUSE_TYPES[t] as Category[]));
    });
    return { text, positive, known };
  }
  return clean * 2 > annotators ? { text, positive: 0, known } : null;
}

const convabuse: Loader = (dir) =>
  corpus(
    "convabuse",
    "majority abusive → toxicity (+ type by ≥ 2 annotators: sex_harassment → sexual_content + harassment; racist/sexist/homophobic/transphobic/ableist → hate_speech); majority not abusive → clean",
    "CC BY 4.0",
    ["train", "valid", "test"].flatMap((part) =>
      parseCsv(readFileSync(`${dir}/convabuse/ConvAbuseEMNLP${part}.csv`, "utf8"))
        .slice(1)
        .flatMap((row) => {
          const mapped = convabuseRow(row);
          return mapped === null ? [] : [mapped];
        }),
    ),
    1,
  );

const toxigen: Loader = (dir) =>
  corpus(
    "toxigen_seed_statements",
    "hate → hate_speech; neutral → clean (informs hate_speech, toxicity)",
    "CDLA-Permissive 2.0",
    csv(`${dir}/toxigen_seed_statements/toxigen_seed_statements.csv`).map((r) => ({
      text: r["text"] ?? "",
      positive: r["prompt_label"] === "hate" ? mask("hate_speech") : 0,
      known: mask("hate_speech", "toxicity"),
    })),
    1,
  );

const ARGKP_RELIGION = new Set([
  "We should adopt atheism",
  "The vow of celibacy should be abandoned",
]);
/**
 * The milder social-policy motions are not politics for a sports room. Their arguments are
 * clean examples for politics and religion: without formal argument that is *not* politics,
 * the model learned that any earnest, formal sentence ("the privacy policy changed") is.
 */
const ARGKP_MILD = new Set([
  "We should subsidize space exploration",
  "We should subsidize journalism",
  "We should subsidize vocational education",
  "We should abolish intellectual property rights",
  "We should end mandatory retirement",
  "We should fight urbanization",
  "Homeschooling should be banned",
  "We should ban the use of child actors",
  "We should abandon the use of school uniform",
]);

const argkp: Loader = (dir) =>
  corpus(
    "ibm_argkp_debate",
    "atheism/celibacy motions → religion; government, law, rights and ideology motions → politics; milder social-policy motions → clean (informs politics, religion)",
    "CDLA-Sharing 1.0 (no obligation on models)",
    ["arguments_train.csv", "arguments_dev.csv"].flatMap((file) =>
      csv(`${dir}/ibm_argkp_debate/${file}`).flatMap((r) => {
        const topic = r["topic"] ?? "";
        const positive = ARGKP_MILD.has(topic)
          ? 0
          : ARGKP_RELIGION.has(topic)
            ? mask("religion")
            : mask("politics");
        return [{ text: r["argument"] ?? "", positive, known: mask("politics", "religion") }];
      }),
    ),
    0.5,
  );

const wikitalk: Loader = (dir) =>
  corpus(
    "wikitalk_identity_toxicity",
    "toxic True → toxicity; False → clean (informs toxicity; False also politics, religion)",
    "Apache-2.0 / CC BY-SA 3.0 text",
    // A non-toxic talk-page comment that names a faith or group is a neutral mention: clean for
    // politics and religion too, as our own allow lines say.
    csv(`${dir}/wikitalk_identity_toxicity/toxicity_nonfuzzed_testset.csv`).map((r) => {
      const toxic = r["toxic"] === "True";
      return {
        text: r["comment"] ?? "",
        positive: toxic ? mask("toxicity") : 0,
        known: toxic ? mask("toxicity") : mask("toxicity", "politics", "religion"),
      };
    }),
    1,
  );

const OPENAI_KEYS: readonly (readonly [string, Category])[] = [
  ["S", "sexual_content"],
  ["S3", "sexual_content"],
  ["H", "hate_speech"],
  ["H2", "hate_speech"],
  ["V", "violence"],
  ["HR", "harassment"],
];

const openai: Loader = (dir) =>
  corpus(
    "openai_moderation_eval",
    "S/S3 → sexual_content, H/H2 → hate_speech, V → violence, HR → harassment; a key present with 0 → negative for that category; SH and V2 left out (disclosures and depictions, not chat abuse)",
    "MIT",
    gunzipSync(readFileSync(`${dir}/openai_moderation_eval/samples-1680.jsonl.gz`))
      .toString("utf8")
      .split("\n")
      .filter((line) => line.trim().length > 0)
      .map((line) => {
        const raw = JSON.parse(line) as Record<string, unknown>;
        let positive = 0;
        let known = 0;
        for (const [key, category] of OPENAI_KEYS) {
          if (raw[key] === undefined) continue;
          known |= mask(category);
          if (raw[key] === 1) positive |= mask(category);
        }
        return { text: String(raw["prompt"] ?? ""), positive, known };
      }),
    1,
  );

const PUBLIC: readonly (readonly [path: string, Loader])[] = [
  ["davidson_labeled_data.csv", davidson],
  ["sms_spam_collection", sms],
  ["hatecheck", hatecheck],
  ["stormfront_hate_speech", stormfront],
  ["toxic_spans_civil_comments", toxicSpans],
  ["convabuse", convabuse],
  ["toxigen_seed_statements", toxigen],
  ["ibm_argkp_debate", argkp],
  ["wikitalk_identity_toxicity", wikitalk],
  ["openai_moderation_eval", openai],
];

/** Reads every public corpus present; names the missing ones instead of failing. */
export function loadPublic(dir: string): { corpora: Corpus[]; missing: string[] } {
  const corpora: Corpus[] = [];
  const missing: string[] = [];
  for (const [path, load] of PUBLIC) {
    if (existsSync(`${dir}/${path}`)) corpora.push(load(dir));
    else missing.push(`${dir}/${path}`);
  }
  return { corpora, missing };
}
