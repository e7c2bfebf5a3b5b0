import type { PredictionQuestionView } from "@huddle/contracts/predictions";

/** An open winner question nobody has settled; override what a test needs. */
export function buildQuestionView(
  overrides: Partial<PredictionQuestionView> = {},
): PredictionQuestionView {
  return {
    question: "winner",
    choices: ["away", "home"],
    line: null,
    locked: false,
    myPick: null,
    outcome: null,
    myPickCorrect: null,
    picks: 0,
    correctPicks: null,
    ...overrides,
  };
}
