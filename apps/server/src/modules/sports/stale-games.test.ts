import { describe, expect, it } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import { buildScheduledGame } from "./simulator/testing/build-scheduled-game.ts";
import { closeOutGame, MAX_LIVE_MS, STALE_LIVE_MS, staleLiveGames } from "./stale-games.ts";

const NOW = Date.parse("2025-11-15T03:00:00.000Z");
const MINUTE = 60_000;

function liveGame(idKey: string, startedAgoMs = 90 * MINUTE, league: Game["league"] = "nba") {
  const game = buildScheduledGame(league, {
    idKey,
    startTime: new Date(NOW - startedAgoMs).toISOString(),
  });
  return {
    ...game,
    state: "in",
    status: "STATUS_IN_PROGRESS",
    statusDetail: "4:12 - 3rd",
    clock: "4:12",
    timeRemaining: "4:12",
    period: 3,
    quarter: 3,
    homeTeam: { ...game.homeTeam, score: 54 },
    awayTeam: { ...game.awayTeam, score: 53 },
  } satisfies Game;
}
const quietFor = (ms: number) => new Date(NOW - ms);

describe("staleLiveGames", () => {
  const tracked = liveGame("tracked");

  it("closes an untracked game quiet for longer than the threshold", () => {
    const stale = liveGame("stale");
    const stored = [
      { game: stale, updatedAt: quietFor(STALE_LIVE_MS + MINUTE) },
      { game: tracked, updatedAt: quietFor(5 * 60 * MINUTE) },
    ];
    expect(staleLiveGames(stored, [tracked], NOW).map((g) => g.id)).toEqual([stale.id]);
  });

  it("keeps an untracked game that was updated recently", () => {
    const recent = { game: liveGame("recent"), updatedAt: quietFor(STALE_LIVE_MS - MINUTE) };
    expect(staleLiveGames([recent], [tracked], NOW)).toEqual([]);
  });

  it("closes nothing by quietness in a league the provider has no games for yet", () => {
    const nhl = { game: liveGame("nhl", 90 * MINUTE, "nhl"), updatedAt: quietFor(3_600_000) };
    expect(staleLiveGames([nhl], [tracked], NOW)).toEqual([]);
    expect(staleLiveGames([nhl], [], NOW)).toEqual([]);
  });

  it("closes an untracked game that started implausibly long ago, however recently written", () => {
    const ancient = liveGame("ancient", MAX_LIVE_MS + MINUTE, "nhl");
    expect(staleLiveGames([{ game: ancient, updatedAt: quietFor(0) }], [], NOW)).toEqual([ancient]);
  });
});

describe("closeOutGame", () => {
  it("makes the game final with its last score and no clock", () => {
    const closed = closeOutGame(liveGame("x"));
    expect(closed).toMatchObject({
      state: "post",
      status: "STATUS_FINAL",
      statusDetail: "Final",
      clock: null,
      timeRemaining: null,
      homeTeam: { score: 54 },
      awayTeam: { score: 53 },
    });
  });
});
