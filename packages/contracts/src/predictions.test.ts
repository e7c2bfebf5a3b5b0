import { describe, expect, it } from "vitest";
import {
  PREDICTION_MESSAGES,
  choicesFor,
  leaderboardQuerySchema,
  pickRequestSchema,
  questionsFor,
  seasonOf,
  sharePercent,
} from "./predictions.ts";

const messages = (value: unknown) =>
  pickRequestSchema.safeParse(value).error?.issues.map((i) => i.message);

describe("prediction pick contract", () => {
  it("accepts a winner or an over/under pick with its own choices", () => {
    expect(pickRequestSchema.parse({ question: "winner", choice: "home" })).toEqual({
      question: "winner",
      choice: "home",
    });
    expect(pickRequestSchema.parse({ question: "total", choice: "under" })).toEqual({
      question: "total",
      choice: "under",
    });
  });

  it("refuses a choice of the other question and an unknown question with readable texts", () => {
    expect(messages({ question: "winner", choice: "over" })).toEqual([
      PREDICTION_MESSAGES.choiceInvalid,
    ]);
    expect(messages({ question: "total", choice: "home" })).toEqual([
      PREDICTION_MESSAGES.choiceInvalid,
    ]);
    expect(messages({ question: "mvp", choice: "home" })).toEqual([
      PREDICTION_MESSAGES.questionNotOffered,
    ]);
  });
});

describe("questions per league", () => {
  it("offers the over/under only where the sport has a half", () => {
    expect(questionsFor("nba")).toEqual(["winner", "total"]);
    expect(questionsFor("mls")).toEqual(["winner", "total"]);
    expect(questionsFor("nhl")).toEqual(["winner"]);
    expect(questionsFor("mlb")).toEqual(["winner"]);
  });

  it("offers a draw only where draws stand", () => {
    expect(choicesFor("mls", "winner")).toEqual(["away", "home", "draw"]);
    expect(choicesFor("nfl", "winner")).toEqual(["away", "home"]);
    expect(choicesFor("nfl", "total")).toEqual(["over", "under"]);
  });
});

describe("seasons", () => {
  it("splits winter leagues on July 1 and plays summer leagues in a calendar year", () => {
    expect(seasonOf("nba", new Date("2026-11-25T00:00:00Z"))).toBe("2026-27");
    expect(seasonOf("nba", new Date("2027-04-10T00:00:00Z"))).toBe("2026-27");
    expect(seasonOf("nfl", new Date("2026-06-30T23:00:00Z"))).toBe("2025-26");
    expect(seasonOf("ncaafb", new Date("2099-09-01T00:00:00Z"))).toBe("2099-00");
    expect(seasonOf("mlb", new Date("2026-10-01T00:00:00Z"))).toBe("2026");
  });

  it("validates a leaderboard query and defaults to everyone", () => {
    expect(leaderboardQuerySchema.parse({ league: "nba" })).toEqual({
      league: "nba",
      scope: "everyone",
    });
    expect(leaderboardQuerySchema.safeParse({ league: "xfl" }).success).toBe(false);
    expect(leaderboardQuerySchema.safeParse({ league: "nba", season: "last" }).success).toBe(false);
  });
});

describe("sharePercent", () => {
  it("rounds the share that got it right, null when nobody picked", () => {
    expect(sharePercent(5, 8)).toBe(63);
    expect(sharePercent(0, 3)).toBe(0);
    expect(sharePercent(0, 0)).toBeNull();
  });
});
