import { describe, expect, it } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import { gameSchema } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { advanceGame, type SimGameEvent } from "./advance-game.ts";
import { createRng } from "./sim-rng.ts";
import { buildScheduledGame } from "./testing/build-scheduled-game.ts";

const MINUTE = 60_000;
const START = Date.parse("2025-11-15T00:00:00.000Z");
const LEAGUES: LeagueId[] = ["nfl", "ncaafb", "nba", "ncaambb", "nhl", "mlb", "mls"];

const CLOCK_OF: Record<LeagueId, RegExp | null> = {
  nfl: /^\d{1,2}:\d\d$/,
  ncaafb: /^\d{1,2}:\d\d$/,
  nba: /^\d{1,2}:\d\d$/,
  ncaambb: /^\d{1,2}:\d\d$/,
  nhl: /^\d{1,2}:\d\d$/,
  mls: /^\d{1,2}'(\+\d')?$/,
  mlb: null,
};

/** Advances minute by minute from 5 minutes before the start until final (or 8 hours). */
function playThrough(game: Game, seed = "test", stepMs = MINUTE) {
  const rng = createRng(seed);
  const states: Game[] = [];
  const events: SimGameEvent[] = [];
  let current = game;
  for (let t = START - 5 * MINUTE; t <= START + 8 * 60 * MINUTE; t += stepMs) {
    const result = advanceGame(current, t, rng);
    current = result.game;
    states.push(current);
    events.push(...result.events);
    if (current.state === "post") break;
  }
  return { states, events, final: current };
}

describe("advanceGame — every sport from scheduled to final", () => {
  it.each(LEAGUES)(
    "%s goes scheduled → live → final with sane clocks, periods and scores",
    (league) => {
      for (const seed of ["a", "b", "c", "d"]) {
        const { states, final } = playThrough(buildScheduledGame(league), seed);
        expect(states[0]).toMatchObject({ state: "pre", status: "STATUS_SCHEDULED", period: null });
        expect(states[0]!.homeTeam.score).toBeNull();
        expect(states.some((s) => s.state === "in")).toBe(true);
        expect(final).toMatchObject({ state: "post", status: "STATUS_FINAL", clock: null });
        let previous = states[0]!;
        for (const state of states) {
          expect(gameSchema.safeParse(state).success).toBe(true);
          expect(state.homeTeam.score ?? 0).toBeGreaterThanOrEqual(previous.homeTeam.score ?? 0);
          expect(state.awayTeam.score ?? 0).toBeGreaterThanOrEqual(previous.awayTeam.score ?? 0);
          expect(state.period ?? 0).toBeGreaterThanOrEqual(previous.period ?? 0);
          if (state.state === "in" && state.status === "STATUS_IN_PROGRESS" && CLOCK_OF[league]) {
            if (state.clock !== null) expect(state.clock).toMatch(CLOCK_OF[league]!);
          }
          previous = state;
        }
      }
    },
  );

  it.each([
    ["nfl", 4, 5, 185],
    ["nba", 4, 10, 136],
    ["ncaambb", 2, 8, 119],
    ["nhl", 3, 5, 147],
    ["mls", 2, 2, 113],
    ["mlb", 9, 20, 153],
  ] as const)(
    "%s plays %d regulation periods (at most %d) in about %d real minutes",
    (league, regulation, max, minutes) => {
      const { final, states } = playThrough(buildScheduledGame(league), "length");
      expect(final.period).toBeGreaterThanOrEqual(regulation);
      expect(final.period).toBeLessThanOrEqual(max);
      const liveMinutes = states.filter((s) => s.state === "in").length;
      expect(liveMinutes).toBeGreaterThan(minutes * 0.6);
      expect(liveMinutes).toBeLessThan(minutes * 1.6);
    },
  );

  it("uses quarters for football and basketball and innings without a clock for baseball", () => {
    const at = START + 50 * MINUTE;
    const rng = createRng("shape");
    const nfl = advanceGame(buildScheduledGame("nfl"), at, rng).game;
    expect(nfl).toMatchObject({
      quarter: 2,
      period: 2,
      statusDetail: expect.stringMatching(/^\d{1,2}:\d\d - 2nd$/),
    });
    expect(nfl.timeRemaining).toBe(nfl.clock);
    const nhl = advanceGame(buildScheduledGame("nhl"), START + 60 * MINUTE, rng).game;
    expect(nhl).toMatchObject({ quarter: null, period: 2 });
    const mlb = advanceGame(buildScheduledGame("mlb"), at, rng).game;
    expect(mlb).toMatchObject({ quarter: null, clock: null, timeRemaining: null, period: 3 });
    expect(mlb.statusDetail).toMatch(/^(Top|Bot) 3rd$/);
    const mls = advanceGame(buildScheduledGame("mls"), START + 30 * MINUTE, rng).game;
    expect(mls).toMatchObject({ clock: "31'", timeRemaining: null, statusDetail: "31'" });
  });

  it("shows halftime between the halves", () => {
    const game = advanceGame(
      buildScheduledGame("nfl"),
      START + (2 * 42 + 2 + 5) * MINUTE,
      createRng("h"),
    ).game;
    expect(game).toMatchObject({
      status: "STATUS_HALFTIME",
      state: "in",
      statusDetail: "Halftime",
      period: 2,
    });
  });

  it("shows the pre-game start like ESPN", () => {
    const game = advanceGame(buildScheduledGame("nba"), START - MINUTE, createRng("p")).game;
    expect(game.statusDetail).toBe("11/14 - 7:00 PM EST");
  });
});

describe("advanceGame — overtime after a tied regulation", () => {
  /** The first seed whose game is level after regulation (the search is deterministic). */
  function tiedSeed(league: LeagueId, regulation: number): string {
    for (let i = 0; i < 500; i += 1) {
      const seed = `ot-${i}`;
      const final = advanceGame(
        buildScheduledGame(league),
        START + 10 * 60 * MINUTE,
        createRng(seed),
      ).game;
      const toExtra = final.period! > regulation;
      const drawn = league === "mls" && final.homeTeam.score === final.awayTeam.score;
      if (toExtra || drawn) return seed;
    }
    throw new Error(`no tied ${league} game in 500 seeds`);
  }

  it.each([
    ["nfl", 4, /^Final\/OT$/],
    ["ncaafb", 4, /^Final\/\d?OT$/],
    ["nba", 4, /^Final\/\d?OT$/],
    ["ncaambb", 2, /^Final\/\d?OT$/],
    ["nhl", 3, /^Final\/(OT|SO)$/],
    ["mlb", 9, /^Final\/\d+$/],
  ] as const)(
    "%s goes to extra time, shows it live, then ends it",
    (league, regulation, detail) => {
      const { states, final } = playThrough(
        buildScheduledGame(league),
        tiedSeed(league, regulation),
      );
      const atRegulationEnd = states.filter((s) => s.period === regulation).at(-1)!;
      expect(atRegulationEnd.homeTeam.score).toBe(atRegulationEnd.awayTeam.score);
      expect(states.some((s) => s.state === "in" && s.period! > regulation)).toBe(true);
      expect(final).toMatchObject({ state: "post", status: "STATUS_FINAL" });
      expect(final.period).toBeGreaterThan(regulation);
      expect(final.statusDetail).toMatch(detail);
      // Only the NFL lets a tie stand after its one overtime period.
      if (league !== "nfl") expect(final.homeTeam.score).not.toBe(final.awayTeam.score);
    },
  );

  it("lets an MLS draw stand after 90 minutes and stoppage time", () => {
    const final = playThrough(buildScheduledGame("mls"), tiedSeed("mls", 2)).final;
    expect(final).toMatchObject({ state: "post", period: 2, statusDetail: "FT" });
    expect(final.homeTeam.score).toBe(final.awayTeam.score);
  });
});

describe("advanceGame — determinism", () => {
  it("gives the same game for the same seed and time however often it was advanced", () => {
    for (const league of LEAGUES) {
      const target = START + 97 * MINUTE;
      const direct = advanceGame(buildScheduledGame(league), target, createRng("s")).game;
      let stepped = buildScheduledGame(league);
      for (let t = START - MINUTE; t <= target; t += 7 * MINUTE)
        stepped = advanceGame(stepped, t, createRng("s")).game;
      stepped = advanceGame(stepped, target, createRng("s")).game;
      expect(stepped).toEqual(direct);
    }
  });

  it("plays a different game with a different seed", () => {
    const finals = ["x", "y", "z"].map(
      (seed) => playThrough(buildScheduledGame("nba"), seed).final,
    );
    const scores = new Set(finals.map((g) => `${g.homeTeam.score}-${g.awayTeam.score}`));
    expect(scores.size).toBeGreaterThan(1);
  });

  it("reports each play once even when advanced rarely", () => {
    const often = playThrough(buildScheduledGame("nhl"), "e", MINUTE).events;
    const rarely = playThrough(buildScheduledGame("nhl"), "e", 25 * MINUTE).events;
    expect(rarely.map((e) => e.text)).toEqual(often.map((e) => e.text));
  });

  it("plays a game ten times faster with speed 10", () => {
    const game = buildScheduledGame("nba");
    const rng = createRng("fast");
    expect(advanceGame(game, START + 20 * MINUTE, rng, { speed: 10 }).game.state).toBe("post");
    expect(advanceGame(game, START + 10 * MINUTE, rng, { speed: 10 }).game.state).toBe("in");
  });
});

describe("advanceGame — events for the chat", () => {
  it("announces kickoff, every score with the moment, the breaks and the final of a football game", () => {
    const { events, final } = playThrough(buildScheduledGame("nfl"), "events");
    const [away, home] = [final.awayTeam.abbreviation, final.homeTeam.abbreviation];
    expect(events[0]).toMatchObject({ kind: "start", text: `KICKOFF — ${away} @ ${home}` });
    const scores = events.filter((e) => e.kind === "score");
    expect(scores.length).toBeGreaterThan(0);
    for (const score of scores) {
      expect(score.text).toMatch(
        /^(TOUCHDOWN|FIELD GOAL|SAFETY) — [A-Z]+ \d+, [A-Z]+ \d+ · (Q[1-4]|OT) \d{1,2}:\d\d$/,
      );
    }
    expect(events.filter((e) => e.kind === "period").map((e) => e.text.split(" — ")[0])).toEqual(
      expect.arrayContaining(["End of 1st", "Halftime", "End of 3rd"]),
    );
    const last = events.at(-1)!;
    expect(last.kind).toBe("final");
    expect(last.text).toMatch(/^FINAL(\/OT)? — [A-Z]+ \d+, [A-Z]+ \d+$/);
    const lastScore = scores.at(-1)!;
    expect([lastScore.homeScore, lastScore.awayScore]).toEqual([
      final.homeTeam.score,
      final.awayTeam.score,
    ]);
  });

  it("words hockey goals, baseball runs and soccer goals the way fans do", () => {
    const hockey = playThrough(buildScheduledGame("nhl"), "w").events.filter(
      (e) => e.kind === "score",
    );
    for (const e of hockey)
      expect(e.text).toMatch(
        /^(GOAL|OVERTIME GOAL|SHOOTOUT WINNER) — .+ · (P[1-3] \d{1,2}:\d\d|OT \d{1,2}:\d\d|SO)$/,
      );
    const baseball = playThrough(buildScheduledGame("mlb"), "w").events.filter(
      (e) => e.kind === "score",
    );
    for (const e of baseball)
      expect(e.text).toMatch(
        /^(RUN SCORES|\d RUNS SCORE|WALK-OFF) — .+ · (Top|Bot) \d+(st|nd|rd|th)$/,
      );
    const soccer = playThrough(buildScheduledGame("mls"), "goals").events.filter(
      (e) => e.kind === "score",
    );
    for (const e of soccer) expect(e.text).toMatch(/^GOAL — .+ · \d{1,2}'(\+\d')?$/);
  });

  it.each(["nba", "ncaambb"] as const)(
    "announces %s lead changes and ties, not every basket, and still the periods",
    (league) => {
      const { events, states } = playThrough(buildScheduledGame(league), "b");
      const scores = events.filter((e) => e.kind === "score");
      const baskets = new Set(states.map((s) => `${s.homeTeam.score}-${s.awayTeam.score}`)).size;
      expect(scores.length).toBeGreaterThan(0);
      expect(scores.length).toBeLessThan(baskets / 3);
      for (const e of scores) {
        expect(e.text).toMatch(/^(LEAD CHANGE|TIED) — [A-Z&]+ \d+, [A-Z&]+ \d+ · (Q|H|OT|\dOT)/);
        const [first, second] = [...e.text.matchAll(/ (\d+)(?=,| ·)/g)].map((m) => Number(m[1]));
        if (e.text.startsWith("LEAD CHANGE")) expect(first).toBeGreaterThan(second!);
        else expect(first).toBe(second);
      }
      let leader: "home" | "away" | null = null;
      for (const e of scores) {
        const now =
          e.homeScore! > e.awayScore! ? "home" : e.awayScore! > e.homeScore! ? "away" : null;
        if (now) expect(now).not.toBe(leader);
        leader = now ?? leader;
      }
      expect(events.filter((e) => e.kind === "period").length).toBeGreaterThanOrEqual(
        league === "nba" ? 3 : 1,
      );
    },
  );

  it("reports each basketball lead change once even when advanced rarely", () => {
    const often = playThrough(buildScheduledGame("nba"), "lead", MINUTE).events;
    const rarely = playThrough(buildScheduledGame("nba"), "lead", 25 * MINUTE).events;
    expect(rarely.map((e) => e.text)).toEqual(often.map((e) => e.text));
  });

  it("says nothing new about a game that is already final", () => {
    const { final } = playThrough(buildScheduledGame("mls"), "f");
    expect(advanceGame(final, START + 9 * 60 * MINUTE, createRng("f")).events).toEqual([]);
  });
});
