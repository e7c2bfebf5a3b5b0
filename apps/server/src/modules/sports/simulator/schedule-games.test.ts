import { describe, expect, it } from "vitest";
import { gameSchema } from "@huddle/contracts/sports";
import { LEAGUE_IDS } from "@huddle/contracts/sports-leagues";
import { loadSportsSeed } from "../seed/sports-seed.ts";
import { simulate } from "./advance-game.ts";
import { byStartThenId, LONGEST_MINUTES, scheduledGame, scheduleSlate } from "./schedule-games.ts";
import type { SimRng } from "./sim-rng.ts";
import { scheduleGames } from "./testing/advanced-schedule.ts";
import { buildScheduledGame } from "./testing/build-scheduled-game.ts";

const { teams } = loadSportsSeed();
/** Saturday 2025-11-15, 8:30 PM Eastern. */
const SATURDAY_EVENING = Date.parse("2025-11-16T01:30:00Z");

describe("the schedule", () => {
  const games = scheduleGames({ teams, now: SATURDAY_EVENING, seed: "huddle" });

  it("is deterministic for the same seed and time", () => {
    expect(scheduleGames({ teams, now: SATURDAY_EVENING, seed: "huddle" })).toEqual(games);
    const other = scheduleGames({ teams, now: SATURDAY_EVENING, seed: "other" });
    expect(other.map((g) => g.id)).not.toEqual(games.map((g) => g.id));
  });

  it("is the slate advanced to now, and the slate is the same league by league", () => {
    const options = { teams, now: SATURDAY_EVENING, seed: "huddle" };
    const slate = scheduleSlate(options);
    expect(slate.map((g) => g.id)).toEqual(games.map((g) => g.id));
    expect(slate.every((g) => g.state === "pre")).toBe(true);
    expect(games.some((g) => g.state === "in")).toBe(true);
    const byLeague = LEAGUE_IDS.flatMap((league) =>
      scheduleSlate({ ...options, leagues: [league] }),
    );
    expect(byLeague.sort(byStartThenId)).toEqual(slate);
  });

  it("keeps a day's games when asked again later", () => {
    const later = scheduleGames({ teams, now: SATURDAY_EVENING + 3 * 3_600_000, seed: "huddle" });
    const tomorrow = (list: typeof games) =>
      list.filter((g) => g.date === "2025-11-17").map((g) => g.id);
    expect(tomorrow(later)).toEqual(tomorrow(games));
  });

  it("produces valid games with sim ids for real teams of every league", () => {
    for (const game of games) {
      expect(gameSchema.safeParse(game).success).toBe(true);
      expect(game.id).toMatch(/^sim\d{12}$/);
      const league = teams.filter((t) => t.league === game.league);
      expect(league.map((t) => t.id)).toContain(game.homeTeam.teamId);
      expect(league.map((t) => t.espnId)).toContain(game.awayTeam.espnId);
    }
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
  });

  it("plays college football at the home team's stadium and leaves pro venues unknown", () => {
    const fbs = games.filter((g) => g.league === "ncaafb");
    const withVenue = fbs.filter((g) => g.venue);
    expect(withVenue.length).toBeGreaterThan(fbs.length * 0.9);
    const airForceHome = scheduledGame(
      "ncaafb",
      {
        home: teams.find((t) => t.league === "ncaafb" && t.espnId === "2005")!,
        away: teams.find((t) => t.league === "ncaafb" && t.espnId === "2006")!,
        time: "",
      },
      SATURDAY_EVENING,
      "venue",
    );
    expect(airForceHome.venue).toBe("Falcon Stadium");
    expect(games.filter((g) => g.league === "nfl").every((g) => g.venue === null)).toBe(true);
  });

  it("has finals in the past days, live games now and scheduled games in the next three days", () => {
    for (const league of LEAGUE_IDS) {
      const states = new Set(games.filter((g) => g.league === league).map((g) => g.state));
      expect([league, [...states].sort()]).toEqual([league, ["in", "post", "pre"]]);
    }
    const last = Math.max(...games.map((g) => Date.parse(g.startTime)));
    expect(last).toBeLessThan(SATURDAY_EVENING + 4 * 86_400_000);
  });

  it("never has a team in two games at once", () => {
    for (const game of games.filter((g) => g.state === "in")) {
      const clash = games.filter(
        (g) =>
          g !== game &&
          g.state === "in" &&
          g.league === game.league &&
          [g.homeTeam.espnId, g.awayTeam.espnId].some((id) =>
            [game.homeTeam.espnId, game.awayTeam.espnId].includes(id),
          ),
      );
      expect(clash).toEqual([]);
    }
  });

  it("counts on no game outlasting LONGEST_MINUTES, with every overtime and extra inning played", () => {
    for (const league of LEAGUE_IDS) {
      const game = buildScheduledGame(league);
      const phaseAt = (minutes: number) => simulate(game, EVEN, minutes * 60_000).phase;
      const longest = LONGEST_MINUTES[league];
      expect([league, phaseAt(longest - 1), phaseAt(longest)]).toEqual([league, "live", "final"]);
    }
  });

  it("schedules the NFL on Thursday, Sunday and Monday and college football mostly on Saturday", () => {
    const regular = scheduleGames({
      teams,
      now: SATURDAY_EVENING,
      seed: "huddle",
      showcase: false,
    });
    const nflDays = new Set(
      regular.filter((g) => g.league === "nfl").map((g) => weekdayOf(g.date)),
    );
    expect([...nflDays].sort()).toEqual([0, 1, 4]);
    expect(regular.filter((g) => g.league === "nfl" && g.date === "2025-11-16")).toHaveLength(14);
    const saturday = regular.filter((g) => g.league === "ncaafb" && g.date === "2025-11-15");
    expect(saturday.length).toBeGreaterThan(50);
  });

  it("starts regular games at US evening (or weekend afternoon) hours Eastern", () => {
    const regular = scheduleGames({
      teams,
      now: SATURDAY_EVENING,
      seed: "huddle",
      showcase: false,
    });
    const hours = regular.map((g) => easternHour(g.startTime));
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(12);
    expect(Math.max(...hours)).toBeLessThanOrEqual(22);
  });

  it("keeps something live in the small hours in every league with idle teams to spare (showcase games)", () => {
    const fiveAm = Date.parse("2025-11-18T10:00:00Z");
    const night = scheduleGames({ teams, now: fiveAm, seed: "huddle" });
    // MLB plays 14 games that Tuesday: its two idle teams can only meet each other, and not
    // again until the longest game could be over, so its night has showcase games and gaps.
    for (const league of LEAGUE_IDS.filter((l) => l !== "mlb")) {
      expect(
        night.some((g) => g.league === league && g.state === "in"),
        league,
      ).toBe(true);
    }
    const mlbTonight = night.filter(
      (g) => g.league === "mlb" && g.date === "2025-11-18" && Date.parse(g.startTime) < fiveAm,
    );
    expect(mlbTonight.map((g) => g.state)).toEqual(["post"]);
    const quiet = scheduleGames({
      teams,
      now: Date.parse("2025-11-18T10:00:00Z"),
      seed: "huddle",
      showcase: false,
    });
    expect(quiet.some((g) => g.state === "in")).toBe(false);
  });
});

/** Every draw 0.99: both sides score alike (mostly nothing), so every tie goes the distance. */
const EVEN: SimRng = {
  seed: "even",
  next: () => 0.99,
  int: (min, max) => min + Math.floor(0.99 * (max - min + 1)),
  chance: (probability) => 0.99 < probability,
  pick: (items) => items[Math.floor(0.99 * items.length)]!,
  shuffle: (items) => [...items],
  fork: () => EVEN,
};

function easternHour(iso: string): number {
  return Number(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hour: "numeric",
      hourCycle: "h23",
    }).format(new Date(iso)),
  );
}

function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
