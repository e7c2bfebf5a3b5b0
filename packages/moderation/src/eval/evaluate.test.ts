import { describe, expect, it } from "vitest";
import { evaluate, parseEvalLine, type Verdict } from "./evaluate.ts";

const verdicts: Record<string, Verdict> = {
  insult: { decision: "block", categories: ["toxicity"] },
  slur: { decision: "block", categories: ["hate_speech", "profanity"] },
  tip: { decision: "allow", categories: [] },
  saints: { decision: "block", categories: ["religion"] },
  banter: { decision: "flag", categories: ["toxicity"] },
};
const judge = (text: string): Verdict => verdicts[text] as Verdict;

describe("evaluate", () => {
  const report = evaluate(
    [
      { text: "insult", expect: "block", categories: ["toxicity"] },
      { text: "slur", expect: "block", categories: ["hate_speech"] },
      { text: "tip", expect: "block", categories: ["spam"] },
      { text: "saints", expect: "allow", categories: [] },
      { text: "banter", expect: "allow", categories: [] },
    ],
    judge,
  );

  it("reports overall recall and counts only block decisions as false positives", () => {
    expect(report.recall).toBeCloseTo(2 / 3);
    expect(report.falsePositiveRate).toBe(0.5);
  });

  it("reports recall per expected category", () => {
    expect(report.perCategory["spam"]).toEqual({ total: 1, blocked: 0, recall: 0 });
    expect(report.perCategory["hate_speech"]?.recall).toBe(1);
  });

  it("counts which categories each expected label was blocked as", () => {
    expect(report.confusion["hate_speech"]).toEqual({ hate_speech: 1, profanity: 1 });
    expect(report.confusion["spam"]).toEqual({ allow: 1 });
    expect(report.confusion["allow"]).toEqual({ religion: 1, allow: 1 });
  });
});

describe("parseEvalLine", () => {
  it("reads the issue's format and the older expected/category spelling", () => {
    expect(parseEvalLine('{"text":"a","expect":"block","categories":["spam"]}')).toEqual({
      text: "a",
      expect: "block",
      categories: ["spam"],
    });
    expect(parseEvalLine('{"text":"b","expected":"block","category":"politics"}')).toEqual({
      text: "b",
      expect: "block",
      categories: ["politics"],
    });
  });

  it("rejects a line without a valid expect", () => {
    expect(() => parseEvalLine('{"text":"a","expect":"maybe"}')).toThrow(/expect/);
  });
});
