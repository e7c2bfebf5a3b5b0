import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluate, parseEvalLine, type EvalReport } from "./eval/evaluate.ts";
import { moderate } from "./moderate.ts";

/**
 * Pins the filter's figures on lines its model never trained on (docs/moderation.md, round 23),
 * so a retrain or a feature change that loses recall or adds false positives fails here. The
 * lines are ours; the public corpora are never read by tests. Since round 12 the earlier probes
 * are training data (more writers taught more than more lines by one); probe 24 is the blind one.
 */
function report(file: string): EvalReport {
  const lines = readFileSync(new URL(`../data/${file}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map(parseEvalLine);
  return evaluate(lines, (text) => moderate(text));
}

/** Each file's floor on recall and ceiling on false positives, with the figures that set them. */
const PINNED: { file: string; figures: string; minRecall: number; maxFalsePositives: number }[] = [
  {
    file: "sports-chat.test.jsonl",
    figures: "90.4% / 1.4%, 6 of 442 (round 26's rules; 90.1% before)",
    minRecall: 0.903,
    maxFalsePositives: 6 / 442,
  },
  // Written blind by three other writers for round 15; lines near any of our lines were dropped.
  // Blind until round 21 (79.9%), whose rules read its misses (never trained on).
  {
    file: "probe-round15.jsonl",
    figures: "91.0% / 0%, 0 of 159",
    minRecall: 0.909,
    maxFalsePositives: 0,
  },
  // Round 21: written blind by another writer (lines near any of ours dropped: 395 of 456 kept);
  // the blind probe from round 21 on. Scored before round 21's rules: 71.8% / 1.5%; after them
  // 77.5% / 2 of 133, before round 22's model; the blind probe of round 22. Round 23's rules
  // read its misses (82.8% before them).
  {
    file: "probe-round16.jsonl",
    figures: "90.8% / 2.3%, 3 of 133",
    minRecall: 0.908,
    maxFalsePositives: 3 / 133,
  },
  // Round 23: written blind by three writers (lines near any of ours dropped: 503 of 600 kept);
  // writers A and B's misses were read for round 23's rules, writer C's were not. Round 22's
  // model: 91.1% / 6 of 278.
  {
    file: "probe-round23.jsonl",
    figures: "93.3% / 1.4%, 4 of 278 (round 26's rules; 92.9% before)",
    minRecall: 0.933,
    maxFalsePositives: 4 / 278,
  },
  // Round 23, near its end: written blind by three more writers (552 of 600 kept), scored twice
  // (before and after the last retrain); nothing in it was read. Round 22's model: 89.4% / 4.
  {
    file: "probe-round24.jsonl",
    figures: "90.6% / 1.3%, 4 of 307",
    minRecall: 0.906,
    maxFalsePositives: 4 / 307,
  },
  // Round 26: written blind by an outside evaluator who read only the policy (699 lines, emoji,
  // masked spellings and lookalike names among them). Blind: 93.0% / 1 of 386. Round 26's rules
  // read its misses, so it is no longer blind; never trained on.
  // Round 27: a second outside evaluator, blind to our data and rules: 433 lines, personal
  // details among them. Blind: 83.5% / 2 of 239. Round 27's rules read its misses; never trained on.
  // Round 28's rules read the misses round 27 left (the slogan, denial, injury wishes, "ph*ck").
  {
    file: "probe-round27-outside.jsonl",
    figures: "97.4% / 0.4%, 1 of 239",
    minRecall: 0.973,
    maxFalsePositives: 1 / 239,
  },
  {
    file: "probe-round26-outside.jsonl",
    figures: "98.4% / 0%, 0 of 386",
    minRecall: 0.984,
    maxFalsePositives: 0,
  },
  // Round 23: sly spam, harassment and hate speech (and hard allows) by three writers, the fifth
  // of their lines never trained on. Before they were trained on: 48.6% / 1 of 43.
  {
    file: "probe-round23-weak.jsonl",
    figures: "53.2% / 2.3%, 1 of 43",
    minRecall: 0.531,
    maxFalsePositives: 1 / 43,
  },
  // Round 23: friendly lines built around everyday words our put-downs use ("your dad", "i'd
  // do"), none of them among the words of the trained cue lines. Round 22's model: 28 of 326.
  {
    file: "probe-round23-cues.jsonl",
    figures: "— / 3.4%, 11 of 326",
    minRecall: 0,
    maxFalsePositives: 11 / 326,
  },
  // Round 23: friendly game-room chat written blind, much of it said to a chatter. Round 22's
  // model: 3 of 276.
  {
    file: "probe-round23-friendly.jsonl",
    figures: "— / 0.4%, 1 of 276",
    minRecall: 0,
    maxFalsePositives: 1 / 276,
  },
  // Round 19: "look at this" and "you seeing this?", with and without an @mention, which the
  // round-17 model blocked for some usernames; never trained on (two retrains with it lost recall).
  {
    file: "writers-round19.jsonl",
    figures: "100% / 2.0%, 1 of 50",
    minRecall: 1,
    maxFalsePositives: 1 / 50,
  },
  // Round 21: hard allow lines written blind to try the round's new phrases (crayons, kiddo,
  // "nice legs" on a colt, Brexit as a work-permit fact…); never trained on.
  {
    file: "writers-round21-allow.jsonl",
    figures: "— / 1.4%, 3 of 222",
    minRecall: 0,
    maxFalsePositives: 3 / 222,
  },
];

describe("the committed model on held-out lines", () => {
  it.each(PINNED)("keeps $file's figures ($figures)", ({ file, minRecall, maxFalsePositives }) => {
    const figures = report(file);
    expect(figures.recall).toBeGreaterThanOrEqual(minRecall);
    expect(figures.falsePositiveRate).toBeLessThanOrEqual(maxFalsePositives);
  });
});
