import { describe, expect, it } from "vitest";
import { CATEGORY_COUNT, CATEGORY_INDEX } from "../src/score.ts";
import { MIN_THRESHOLD, pickRobustThresholds, pickThresholds, type Scored } from "./thresholds.ts";

/** Validation lines scored for toxicity only; every other category stays at 0. */
function line(toxicity: number, isAllow: boolean, rulesBlock = false): Scored {
  const probabilities = new Float64Array(CATEGORY_COUNT);
  probabilities[CATEGORY_INDEX.toxicity] = toxicity;
  const positive = isAllow ? 0 : 1 << CATEGORY_INDEX.toxicity;
  return { probabilities, positive, isAllow, rulesBlock };
}

const ALL_COUNTED = new Uint8Array(CATEGORY_COUNT).fill(1);
/** A low floor, so the greedy steps and the margin can be seen below the production one. */
const LOW_FLOOR = 0.3;
/**
 * The budget these tests reason with, passed explicitly so that they describe the mechanics
 * whatever the production budget is. 200 allow lines: two false positives.
 */
const BUDGET = 0.01;
const quietAllow = Array.from({ length: 197 }, () => line(0.1, true));

describe("pickThresholds", () => {
  it("lowers a threshold only as far as the false-positive budget allows", () => {
    const items = [
      ...quietAllow,
      line(0.9, true),
      line(0.8, true),
      line(0.7, true),
      ...[0.95, 0.85, 0.75, 0.65, 0.5].map((p) => line(p, false)),
    ];
    const toxicity = pickThresholds(items, ALL_COUNTED, LOW_FLOOR, BUDGET)[
      CATEGORY_INDEX.toxicity
    ] as number;
    // Two allow lines over it (0.9, 0.8) are the budget; the third (0.7) stays under it.
    expect(toxicity).toBeGreaterThan(0.7);
    expect(toxicity).toBeLessThan(0.75);
  });

  it("does not charge the budget for allow lines the rules already block", () => {
    const items = [
      ...quietAllow,
      line(0.9, true, true),
      line(0.8, true, true),
      line(0.7, true, true),
      ...[0.95, 0.85, 0.75, 0.65, 0.5].map((p) => line(p, false)),
    ];
    const toxicity = pickThresholds(items, ALL_COUNTED, LOW_FLOOR, BUDGET)[
      CATEGORY_INDEX.toxicity
    ] as number;
    expect(toxicity).toBeLessThanOrEqual(0.5);
  });

  it("never goes below the floor, however quiet the allow lines are", () => {
    const items = [...quietAllow, ...[0.9, 0.6, 0.4].map((p) => line(p, false))];
    expect(pickThresholds(items, ALL_COUNTED)[CATEGORY_INDEX.toxicity]).toBe(MIN_THRESHOLD);
    expect(pickThresholds(items, ALL_COUNTED, LOW_FLOOR, BUDGET)[CATEGORY_INDEX.toxicity]).toBe(
      LOW_FLOOR,
    );
  });

  it("never lets a category the model does not count block", () => {
    const counted = new Uint8Array(CATEGORY_COUNT).fill(1);
    counted[CATEGORY_INDEX.toxicity] = 0;
    const items = [...quietAllow, line(0.95, false)];
    expect(pickThresholds(items, counted)[CATEGORY_INDEX.toxicity]).toBe(0.99);
  });
});

/**
 * Validation whose even positions form one half and odd ones the other: the odd half has a
 * louder allow tail.
 */
function loudOddTail() {
  const base = [
    ...Array.from({ length: 300 }, () => line(0.1, true)),
    ...Array.from({ length: 20 }, () => line(0.9, false)),
  ];
  const tails = [0.6, 0.59, 0.58, 0.57].flatMap((p, i) => [
    line(i === 0 ? 0.5 : 0.1, true),
    line(p, true),
  ]);
  return [...base, ...tails];
}

describe("pickRobustThresholds", () => {
  it("adds a margin when thresholds from one validation half let the other's allow lines through", () => {
    const pick = pickRobustThresholds(loudOddTail(), ALL_COUNTED, LOW_FLOOR, 1, BUDGET);
    // The smallest eighth of a logit that keeps each held-out half's loud tail out.
    expect(pick.margin).toBe(0.375);
    expect(pick.heldOutFalsePositiveRate).toBeGreaterThan(0);
    expect(pick.heldOutFalsePositiveRate).toBeLessThanOrEqual(BUDGET);
    expect(pick.heldOutRecall).toBe(1);
    // Above every allow line of validation (0.6), by the margin: sigmoid(logit(0.6) + 0.375).
    expect(pick.thresholds[CATEGORY_INDEX.toxicity]).toBeGreaterThan(0.685);
  });

  it("splits validation by each line's half when it has one, whatever the order", () => {
    // The halves the test above gets by position, now carried by each line.
    const marked = loudOddTail().map((item, i) => ({ ...item, half: i % 2 }));
    const sorted = [...marked].sort((x, y) => x.half - y.half);
    const inOrder = pickRobustThresholds(marked, ALL_COUNTED, LOW_FLOOR, 1, BUDGET);
    const reordered = pickRobustThresholds(sorted, ALL_COUNTED, LOW_FLOOR, 1, BUDGET);
    expect(inOrder.margin).toBe(0.375);
    expect(reordered).toEqual(inOrder);
  });

  it("adds no margin when both halves agree", () => {
    const items = [
      ...Array.from({ length: 300 }, () => line(0.1, true)),
      ...Array.from({ length: 20 }, () => line(0.9, false)),
    ];
    expect(pickRobustThresholds(items, ALL_COUNTED, LOW_FLOOR, 1, BUDGET).margin).toBe(0);
  });
});
