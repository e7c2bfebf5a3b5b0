import { describe, expect, it } from "vitest";
import { MIN_FINALS_FOR_AVERAGE, totalLine } from "./total-line.ts";

describe("over/under line", () => {
  it("is the league average rounded down to a half point once enough finals are stored", () => {
    expect(totalLine("nba", { average: 223.7, games: MIN_FINALS_FOR_AVERAGE })).toBe(223.5);
    expect(totalLine("nba", { average: 223.2, games: 40 })).toBe(222.5);
  });

  it("falls back on the league's typical total with too few finals", () => {
    expect(totalLine("nba", { average: 180, games: MIN_FINALS_FOR_AVERAGE - 1 })).toBe(224.5);
    expect(totalLine("mls", { average: null, games: 0 })).toBe(2.5);
  });

  it("has no line where the league has no over/under", () => {
    expect(totalLine("nhl", { average: 6.1, games: 100 })).toBeNull();
  });
});
