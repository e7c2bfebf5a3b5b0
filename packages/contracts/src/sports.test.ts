import { describe, expect, it } from "vitest";
import { gamesQuerySchema, simpleBoxscoreQuerySchema } from "./sports.ts";

describe("simpleBoxscoreQuerySchema", () => {
  it("reads a teamroom by its trailing digits, like room links", () => {
    expect(simpleBoxscoreQuerySchema.parse({ teamroom: "kansas-city-chiefs-12" }).teamroom).toBe(
      "12",
    );
    expect(simpleBoxscoreQuerySchema.parse({ teamroom: " 3012 " }).teamroom).toBe("3012");
  });

  it("rejects a teamroom without trailing digits as 'Invalid team ID'", () => {
    const result = simpleBoxscoreQuerySchema.safeParse({ teamroom: "chiefs" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Invalid team ID");
  });

  it("reads the league and conference in any case", () => {
    expect(simpleBoxscoreQuerySchema.parse({ league: "NFL", conference: " AFC " })).toMatchObject({
      league: "nfl",
      conference: "afc",
    });
    expect(simpleBoxscoreQuerySchema.safeParse({ league: "XFL" }).success).toBe(false);
  });

  it("takes custom team and game ids as text and homepage as a flag", () => {
    expect(
      simpleBoxscoreQuerySchema.parse({ customTeam: "abc", customGame: "def", homepage: "true" }),
    ).toMatchObject({ customTeam: "abc", customGame: "def", homepage: true });
  });
});

describe("gamesQuerySchema", () => {
  it("reads the league in any case and wants a real date", () => {
    expect(gamesQuerySchema.parse({ league: "Nba", date: "2025-11-15" })).toMatchObject({
      league: "nba",
      date: "2025-11-15",
    });
    expect(gamesQuerySchema.safeParse({ date: "2025-13-45" }).success).toBe(false);
  });
});
