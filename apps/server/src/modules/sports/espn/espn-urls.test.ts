import { describe, expect, it } from "vitest";
import { espnScoreboardUrl, espnSummaryUrl } from "./espn-urls.ts";

const BASE = "https://site.api.espn.com/apis/site/v2/sports";

describe("ESPN urls", () => {
  it.each([
    ["nfl", `${BASE}/football/nfl/scoreboard`],
    ["nba", `${BASE}/basketball/nba/scoreboard`],
    ["nhl", `${BASE}/hockey/nhl/scoreboard`],
    ["mlb", `${BASE}/baseball/mlb/scoreboard`],
    ["ncaafb", `${BASE}/football/college-football/scoreboard?groups=80&limit=300`],
    ["ncaambb", `${BASE}/basketball/mens-college-basketball/scoreboard?groups=50&limit=300`],
    ["mls", `${BASE}/soccer/usa.1/scoreboard`],
  ] as const)("builds the %s scoreboard url", (league, url) => {
    expect(espnScoreboardUrl(league)).toBe(url);
  });

  it("asks for one day as dates=YYYYMMDD", () => {
    expect(espnScoreboardUrl("nhl", "2025-06-04")).toBe(
      `${BASE}/hockey/nhl/scoreboard?dates=20250604`,
    );
    expect(espnScoreboardUrl("ncaafb", "2025-08-30")).toContain(
      "groups=80&limit=300&dates=20250830",
    );
  });

  it("builds a summary url for an event", () => {
    expect(espnSummaryUrl("nba", "401705066")).toBe(
      `${BASE}/basketball/nba/summary?event=401705066`,
    );
  });
});
