import { beforeAll, describe, expect, it } from "vitest";
import type { Game, Team } from "@huddle/contracts/sports";
import { LEAGUE_IDS, type LeagueId } from "@huddle/contracts/sports-leagues";
import { loadSportsSeed } from "../seed/sports-seed.ts";
import { advanceGame } from "./advance-game.ts";
import { easternToUtc } from "./eastern-time.ts";
import { TYPICAL_MINUTES } from "./schedule-games.ts";
import { scheduleGames } from "./testing/advanced-schedule.ts";
import { createRng } from "./sim-rng.ts";

const { teams } = loadSportsSeed();
const SEED = "huddle";
const HOUR = 3_600_000;

describe.each([
  {
    span: "at SIM_SPEED=30, Sunday 2025-11-16 to Monday 1 AM Eastern",
    from: "2025-11-16",
    hours: 25,
    speed: 30,
  },
  {
    span: "at real speed, Thursday 2025-11-13 to Tuesday 2025-11-18",
    from: "2025-11-13",
    hours: 5 * 24,
    speed: 1,
  },
])("showcase games $span", ({ from, hours, speed }) => {
  const listing = listEveryLeague(easternToUtc(from, "00:00"), hours, speed);

  it.each(LEAGUE_IDS)("never has a %s team in two games at once", (league) => {
    expect(doubleBookings(listing(league).games, speed)).toEqual([]);
  });

  it.each(LEAGUE_IDS)(
    "plays no %s pairing twice in a day that has more pairings than showcase games",
    (league) => {
      expect(repeatedPairings(listing(league))).toEqual([]);
    },
  );
});

describe("showcase games with few idle teams", () => {
  it("rotates four idle NFL teams through all six pairings before a rematch, sides swapped", () => {
    const four = leagueTeams("nfl").slice(0, 4);
    const tuesday = listGames(four, easternToUtc("2025-11-18", "00:00"), 24, 30);
    const games = tuesday.games
      .filter((g) => g.date === "2025-11-18")
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    const firstSix = games.slice(0, 6).map(pairingOf);
    expect(new Set(firstSix).size).toBe(6);
    const rematch = games[6]!;
    const first = games.find((g) => pairingOf(g) === pairingOf(rematch))!;
    expect([rematch.homeTeam.teamId, rematch.awayTeam.teamId]).toEqual([
      first.awayTeam.teamId,
      first.homeTeam.teamId,
    ]);
    expect(doubleBookings(tuesday.games, 30)).toEqual([]);
  });
});

interface Listing {
  games: Game[];
  /** Ids of the regular (slate) games among them; the others are showcase games. */
  regularIds: Set<string>;
  teams: Team[];
}

/**
 * Every game scheduleGames lists while polled from `from` for `hours`, as the provider does. A
 * showcase game is listed for two typical game lengths after its start: polling at that pace
 * sees every one of them.
 */
function listGames(pool: Team[], from: number, hours: number, speed: number): Listing {
  const options = { teams: pool, seed: SEED, speed, pastDays: 0, aheadDays: 0 };
  const step = (2 * TYPICAL_MINUTES[pool[0]!.league] * 60_000) / speed;
  const listed = new Map<string, Game>();
  for (let now = from - HOUR; now <= from + hours * HOUR; now += step) {
    for (const game of scheduleGames({ ...options, now })) listed.set(game.id, game);
  }
  const regularIds = new Set<string>();
  for (let now = from - 12 * HOUR; now <= from + (hours + 12) * HOUR; now += 12 * HOUR) {
    for (const game of scheduleGames({ ...options, now, showcase: false })) regularIds.add(game.id);
  }
  return { games: [...listed.values()], regularIds, teams: pool };
}

/** Each time a team's game is still on when the team's next game starts. */
function doubleBookings(games: Game[], speed: number): string[] {
  const rng = createRng(SEED);
  const byTeam = new Map<string, Game[]>();
  for (const game of games) {
    for (const teamId of [game.homeTeam.teamId, game.awayTeam.teamId])
      byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), game]);
  }
  const clashes: string[] = [];
  for (const list of byTeam.values()) {
    list.sort((a, b) => a.startTime.localeCompare(b.startTime));
    list.slice(1).forEach((next, i) => {
      const previous = list[i]!;
      const then = advanceGame(previous, Date.parse(next.startTime), rng, { speed }).game;
      if (then.state !== "post") clashes.push(`${label(previous)} still on at ${label(next)}`);
    });
  }
  return clashes;
}

/**
 * Pairings played twice in a day whose idle teams (no regular game that day) can form more
 * pairings than the day has showcase games.
 */
function repeatedPairings(listing: Listing): string[] {
  const showcase = listing.games.filter((g) => !listing.regularIds.has(g.id));
  const repeats: string[] = [];
  for (const date of new Set(showcase.map((g) => g.date))) {
    const playing = new Set(
      listing.games
        .filter((g) => g.date === date && listing.regularIds.has(g.id))
        .flatMap((g) => [g.homeTeam.teamId, g.awayTeam.teamId]),
    );
    const idle = listing.teams.filter((t) => !playing.has(t.id)).length;
    const ofDay = showcase.filter((g) => g.date === date);
    if ((idle * (idle - 1)) / 2 < ofDay.length) continue;
    const seen = new Set<string>();
    for (const game of ofDay) {
      if (seen.has(pairingOf(game))) repeats.push(`${date} ${label(game)}`);
      seen.add(pairingOf(game));
    }
  }
  return repeats;
}

function pairingOf(game: Game): string {
  return [game.homeTeam.teamId, game.awayTeam.teamId].sort().join(" v ");
}

function label(game: Game): string {
  return `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation} ${game.startTime} (${game.id})`;
}

function leagueTeams(league: LeagueId): Team[] {
  return teams.filter((t) => t.league === league);
}

/** Each league's listing (listGames), made once before the tests that share it. */
function listEveryLeague(from: number, hours: number, speed: number) {
  const listings = new Map<LeagueId, Listing>();
  // Polling a day at SIM_SPEED=30 takes seconds: more than a test's default time.
  beforeAll(() => {
    for (const league of LEAGUE_IDS)
      listings.set(league, listGames(leagueTeams(league), from, hours, speed));
  }, 120_000);
  return (league: LeagueId): Listing => listings.get(league)!;
}
