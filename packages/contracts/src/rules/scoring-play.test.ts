import { describe, expect, it } from "vitest";
import { isScoringPlay } from "./scoring-play.ts";

const system = (text: string) => ({ type: "system", text });

describe("isScoringPlay", () => {
  it.each([
    "TOUCHDOWN — KC 14, BUF 10 · Q2 3:12",
    "FIELD GOAL — BUF 13, KC 14 · Q3 0:04",
    "GOAL — NYR 2, BOS 1 · P3 1:45",
    "2 RUNS SCORE — NYY 5, BOS 3 · Top 9th",
    "LEAD CHANGE — BOS 54, NYK 53 · Q3 4:12",
    "TIED — NYK 54, BOS 54 · Q3 4:12",
    "SCORE — KC 7, BUF 7",
  ])("marks %s", (text) => {
    expect(isScoringPlay(system(text))).toBe(true);
  });

  it.each([
    "KICKOFF — KC @ BUF",
    "Halftime — KC 14, BUF 10",
    "End of 1st Quarter — KC 7, BUF 0",
    "FINAL — KC 24, BUF 21",
    "FINAL/OT — KC 27, BUF 24",
    "PREDICTIONS — NYK 104, BOS 110: Boston Celtics won; 8 of 13 fans (62%) got it right.",
    "Slow mode is on",
  ])("does not mark %s", (text) => {
    expect(isScoringPlay(system(text))).toBe(false);
  });

  it("never marks a fan's message, whatever it says", () => {
    expect(isScoringPlay({ type: "normal", text: "TOUCHDOWN — KC 14, BUF 10" })).toBe(false);
  });
});
