import { describe, expect, it } from "vitest";
import { gameSchema, type Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { mapScoreboard, mapSummary } from "./map-scoreboard.ts";
import { listEspnCaptures, readEspnCapture } from "./testing/read-espn-capture.ts";

const LEAGUE_OF_PREFIX: Record<string, LeagueId> = {
  nfl: "nfl",
  nba: "nba",
  nhl: "nhl",
  mlb: "mlb",
  mls: "mls",
  ncaafb: "ncaafb",
  ncaambb: "ncaambb",
};

function load(file: string): Game[] {
  const league = LEAGUE_OF_PREFIX[file.split("-")[0]!]!;
  const json = readEspnCapture(file);
  if (file.includes("-summary-")) {
    const game = mapSummary(json, league);
    return game ? [game] : [];
  }
  return mapScoreboard(json, league);
}

function game(games: Game[], id: string): Game {
  const found = games.find((g) => g.id === id);
  if (!found) throw new Error(`no game ${id}`);
  return found;
}

function statusCounts(games: Game[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const g of games) counts[g.status] = (counts[g.status] ?? 0) + 1;
  return counts;
}

function winner(g: Game): string {
  return g.homeTeam.score! > g.awayTeam.score! ? g.homeTeam.abbreviation : g.awayTeam.abbreviation;
}

/** One block of concrete expectations per capture; a new capture without one fails the suite. */
const EXPECTATIONS: Record<string, (games: Game[]) => void> = {
  "nfl-scoreboard-final.json": (games) => {
    expect(statusCounts(games)).toEqual({ STATUS_FINAL: 2 });
    const kcAtCle = game(games, "401671854");
    expect([kcAtCle.awayTeam.abbreviation, kcAtCle.awayTeam.score]).toEqual(["KC", 21]);
    expect([kcAtCle.homeTeam.abbreviation, kcAtCle.homeTeam.score]).toEqual(["CLE", 7]);
    expect(winner(kcAtCle)).toBe("KC");
    expect(kcAtCle).toMatchObject({
      venue: "Huntington Bank Field",
      date: "2024-12-15",
      state: "post",
    });
    expect(kcAtCle.awayTeam.record).toBe("13-1");
    expect(kcAtCle.clock).toBeNull();
    expect(winner(game(games, "401671681"))).toBe("BUF");
  },
  "nfl-scoreboard-final-postseason.json": ([superBowl]) => {
    expect(superBowl).toMatchObject({
      id: "401671889",
      status: "STATUS_FINAL",
      venue: "Caesars Superdome",
    });
    expect([superBowl!.homeTeam.abbreviation, superBowl!.homeTeam.score]).toEqual(["PHI", 40]);
    expect([superBowl!.awayTeam.abbreviation, superBowl!.awayTeam.score]).toEqual(["KC", 22]);
    expect(winner(superBowl!)).toBe("PHI");
    expect(superBowl!.date).toBe("2025-02-09");
  },
  "nfl-scoreboard-scheduled.json": (games) => {
    expect(statusCounts(games)).toEqual({ STATUS_SCHEDULED: 2 });
    const opener = game(games, "401772510");
    expect(opener).toMatchObject({
      state: "pre",
      startTime: "2025-09-05T00:20:00.000Z",
      date: "2025-09-04",
      statusDetail: "9/4 - 8:20 PM EDT",
      period: null,
      quarter: null,
      clock: null,
      venue: "Lincoln Financial Field",
    });
    expect([opener.homeTeam.score, opener.awayTeam.score]).toEqual([null, null]);
    expect(game(games, "401772714").venue).toBe("Corinthians Arena");
  },
  "nfl-summary-final.json": ([final]) => {
    expect(final).toMatchObject({
      id: "401547417",
      status: "STATUS_FINAL",
      venue: "Mercedes-Benz Stadium",
    });
    expect([final!.homeTeam.abbreviation, final!.homeTeam.score]).toEqual(["ATL", 25]);
    expect([final!.awayTeam.abbreviation, final!.awayTeam.score]).toEqual(["GB", 24]);
    expect(final!.homeTeam.record).toBe("2-0");
  },
  "nba-scoreboard-final.json": (games) => {
    expect(statusCounts(games)).toEqual({ STATUS_FINAL: 2 });
    const dalAtGs = game(games, "401737912");
    expect([dalAtGs.awayTeam.score, dalAtGs.homeTeam.score]).toEqual([143, 133]);
    expect(winner(dalAtGs)).toBe("DAL");
  },
  "nba-scoreboard-in-progress.json": ([live]) => {
    expect(live).toMatchObject({
      id: "401869412",
      status: "STATUS_IN_PROGRESS",
      state: "in",
      quarter: 4,
      period: 4,
      clock: "8:41",
      timeRemaining: "8:41",
      statusDetail: "8:41 - 4th",
      venue: "TD Garden",
    });
    expect([live!.homeTeam.abbreviation, live!.homeTeam.score]).toEqual(["BOS", 87]);
    expect([live!.awayTeam.abbreviation, live!.awayTeam.score]).toEqual(["PHI", 92]);
  },
  "nba-scoreboard-scheduled.json": (games) => {
    expect(statusCounts(games)).toEqual({ STATUS_SCHEDULED: 2 });
    expect(game(games, "401810683")).toMatchObject({
      date: "2026-02-23",
      statusDetail: "2/23 - 7:00 PM EST",
    });
    expect(game(games, "401810685").awayTeam.abbreviation).toBe("UTAH");
  },
  "nba-summary-in-progress.json": ([live]) => {
    expect(live).toMatchObject({
      status: "STATUS_IN_PROGRESS",
      quarter: 4,
      clock: "8:10",
      venue: "Target Center",
    });
    expect([live!.homeTeam.score, live!.awayTeam.score]).toEqual([87, 78]);
    expect(live!.statusDetail).toBe("8:10 - 4th");
  },
  "nba-summary-scheduled.json": ([scheduled]) => {
    expect(scheduled).toMatchObject({
      id: "401772994",
      status: "STATUS_SCHEDULED",
      venue: "Gainbridge Fieldhouse",
    });
    expect(scheduled!.homeTeam).toMatchObject({
      abbreviation: "IND",
      score: null,
      record: "50-32",
    });
    expect(scheduled!.awayTeam).toMatchObject({ abbreviation: "NY", score: null, record: "51-31" });
  },
  "nhl-scoreboard-final.json": ([final]) => {
    expect(final).toMatchObject({
      id: "401672881",
      status: "STATUS_FINAL",
      period: 3,
      quarter: null,
    });
    expect([final!.homeTeam.score, final!.awayTeam.score]).toEqual([2, 1]);
    expect(winner(final!)).toBe("FLA");
  },
  "nhl-scoreboard-in-progress.reserialized.json": ([live]) => {
    expect(live).toMatchObject({
      status: "STATUS_IN_PROGRESS",
      period: 3,
      quarter: null,
      clock: "18:27",
      timeRemaining: "18:27",
      statusDetail: "18:27 - 3rd",
      venue: "Rogers Place",
      startTime: "2025-06-05T00:00:00.000Z",
    });
    expect([live!.awayTeam.abbreviation, live!.awayTeam.score]).toEqual(["FLA", 3]);
    expect([live!.homeTeam.abbreviation, live!.homeTeam.score]).toEqual(["EDM", 2]);
  },
  "nhl-scoreboard-scheduled.json": ([scheduled]) => {
    expect(scheduled).toMatchObject({
      status: "STATUS_SCHEDULED",
      venue: "American Airlines Center",
      date: "2025-09-20",
    });
    expect([scheduled!.awayTeam.abbreviation, scheduled!.homeTeam.abbreviation]).toEqual([
      "STL",
      "DAL",
    ]);
  },
  "nhl-summary-final.json": ([final]) => {
    expect(final).toMatchObject({
      id: "401774292",
      status: "STATUS_FINAL",
      venue: "Lenovo Center",
    });
    expect([final!.awayTeam.abbreviation, final!.awayTeam.score, final!.homeTeam.score]).toEqual([
      "FLA",
      5,
      3,
    ]);
    expect(final!.homeTeam.record).toBe("47-30-5");
  },
  "mlb-scoreboard-final.json": (games) => {
    expect(statusCounts(games)).toEqual({ STATUS_FINAL: 2 });
    const extras = game(games, "401695591");
    expect(extras).toMatchObject({ statusDetail: "Final/10", period: 10, clock: null });
    expect(winner(extras)).toBe("SF");
  },
  "mlb-scoreboard-in-progress-mixed.json": (games) => {
    expect(statusCounts(games)).toEqual({
      STATUS_FINAL: 1,
      STATUS_IN_PROGRESS: 1,
      STATUS_POSTPONED: 1,
    });
    expect(game(games, "401695827")).toMatchObject({
      status: "STATUS_POSTPONED",
      statusDetail: "Postponed",
    });
    const live = game(games, "401695826");
    expect(live).toMatchObject({
      statusDetail: "Top 5th",
      period: 5,
      quarter: null,
      clock: null,
      timeRemaining: null,
    });
    expect([live.awayTeam.score, live.homeTeam.score]).toEqual([4, 3]);
  },
  "mlb-scoreboard-mixed-rain-delay.json": (games) => {
    expect(statusCounts(games)).toEqual({
      STATUS_IN_PROGRESS: 1,
      STATUS_RAIN_DELAY: 1,
      STATUS_SCHEDULED: 1,
    });
    expect(game(games, "401697309")).toMatchObject({
      status: "STATUS_RAIN_DELAY",
      state: "in",
      statusDetail: "Rain Delay, Top 1st",
      period: 1,
    });
  },
  "mlb-scoreboard-scheduled.json": (games) => {
    expect(statusCounts(games)).toEqual({ STATUS_SCHEDULED: 2 });
    expect(games.every((g) => g.homeTeam.score === null && g.period === null)).toBe(true);
  },
  "mls-scoreboard-scheduled.json": ([match]) => {
    expect(match).toMatchObject({
      id: "727049",
      status: "STATUS_SCHEDULED",
      venue: "Lumen Field",
      clock: null,
    });
    expect([match!.awayTeam.abbreviation, match!.homeTeam.abbreviation]).toEqual(["MIN", "SEA"]);
  },
  "mls-scoreboard-final.reserialized.json": ([match]) => {
    expect(match).toMatchObject({
      id: "727049",
      status: "STATUS_FINAL",
      state: "post",
      statusDetail: "FT",
    });
    expect([match!.homeTeam.score, match!.awayTeam.score]).toEqual([2, 3]);
    expect(winner(match!)).toBe("MIN");
  },
  "ncaafb-scoreboard-scheduled-sec-week1.json": (games) => {
    expect(statusCounts(games)).toEqual({ STATUS_SCHEDULED: 2 });
    const texasAtOhioState = game(games, "401752677");
    expect([texasAtOhioState.awayTeam.espnId, texasAtOhioState.homeTeam.espnId]).toEqual([
      "251",
      "194",
    ]);
    expect(texasAtOhioState.venue).toBe("Ohio Stadium");
  },
  "ncaambb-scoreboard-final-acc.json": (games) => {
    expect(statusCounts(games)).toEqual({ STATUS_FINAL: 2 });
    expect(game(games, "401724907")).toMatchObject({
      statusDetail: "Final/OT",
      period: 3,
      quarter: null,
    });
    const duke = game(games, "401724905");
    expect([duke.homeTeam.abbreviation, duke.homeTeam.score, duke.awayTeam.score]).toEqual([
      "DUKE",
      100,
      65,
    ]);
  },
};

describe("mapping every ESPN capture", () => {
  it("has concrete expectations for every capture in testing/fixtures", () => {
    expect(listEspnCaptures()).toEqual(Object.keys(EXPECTATIONS).sort());
  });

  it.each(listEspnCaptures())("maps %s into valid games with the captured values", (file) => {
    const games = load(file);
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) {
      expect(gameSchema.safeParse(g).error).toBeUndefined();
      expect(g.gameUrl).toBe(`/room?league=${g.league}&game=${g.id}`);
      expect([g.team1.home, g.team2.home]).toEqual([false, true]);
    }
    EXPECTATIONS[file]!(games);
  });
});

describe("mapping damaged ESPN data", () => {
  it("returns no games for a body that is not a scoreboard", () => {
    expect(mapScoreboard(null, "nfl")).toEqual([]);
    expect(mapScoreboard({ events: "soon" }, "nfl")).toEqual([]);
    expect(mapSummary({}, "nba")).toBeNull();
  });

  it("skips an unusable event and keeps the rest of the board", () => {
    const board = readEspnCapture("nba-scoreboard-final.json") as { events: unknown[] };
    const damaged = {
      events: [{ id: "1" }, { id: "bad-id", date: "2024-12-15T22:00Z" }, 42, ...board.events],
    };
    expect(board.events.length).toBeGreaterThan(1);
    expect(mapScoreboard(damaged, "nba")).toHaveLength(board.events.length);
  });

  it("fills a sparse event without throwing", () => {
    const sparse = {
      events: [
        {
          id: "123",
          date: "2025-01-01T01:00Z",
          competitions: [
            {
              competitors: [
                { homeAway: "home", team: { id: "1" } },
                { homeAway: "away", team: { id: 2 } },
              ],
            },
          ],
        },
      ],
    };
    const [only] = mapScoreboard(sparse, "nhl");
    expect(only).toMatchObject({
      id: "123",
      status: "STATUS_SCHEDULED",
      state: "pre",
      statusDetail: "",
      venue: null,
    });
    expect(only!.awayTeam).toMatchObject({ espnId: "2", name: "2", score: null });
    expect(gameSchema.safeParse(only).success).toBe(true);
  });
});
