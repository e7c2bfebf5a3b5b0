import { describe, expect, it } from "vitest";
import { PREDICTION_MESSAGES, type PickRequest } from "@huddle/contracts/predictions";
import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { buildScheduledGame } from "../sports/simulator/testing/build-scheduled-game.ts";
import { pickRefusal } from "./predictions.policy.ts";

const START = "2026-11-25T20:00:00.000Z";
const before = new Date("2026-11-25T19:00:00.000Z");
const after = new Date("2026-11-25T21:00:00.000Z");

type Phase = "pre" | "pre-past-start" | "first-half" | "halftime" | "second-half" | "final";

function gameAt(league: LeagueId, phase: Phase): Game {
  const game = buildScheduledGame(league, { startTime: START });
  const live = (status: Game["status"], period: number): Game => ({
    ...game,
    state: "in",
    status,
    period,
    quarter: league === "nba" ? period : null,
  });
  switch (phase) {
    case "pre":
    case "pre-past-start":
      return game;
    case "first-half":
      return live("STATUS_IN_PROGRESS", league === "mls" ? 1 : 2);
    case "halftime":
      return live("STATUS_HALFTIME", league === "mls" ? 1 : 2);
    case "second-half":
      return live("STATUS_IN_PROGRESS", league === "mls" ? 2 : 3);
    case "final":
      return { ...game, state: "post", status: "STATUS_FINAL", period: 4 };
  }
}

const winner: PickRequest = { question: "winner", choice: "home" };
const total: PickRequest = { question: "total", choice: "over" };
const open = null;
const { winnerLocked, totalLocked } = PREDICTION_MESSAGES;

/** [phase, winner pick, over/under pick] for a basketball and a soccer game. */
const MATRIX: [Phase, string | null, string | null][] = [
  ["pre", open, open],
  ["pre-past-start", winnerLocked, open],
  ["first-half", winnerLocked, open],
  ["halftime", winnerLocked, totalLocked],
  ["second-half", winnerLocked, totalLocked],
  ["final", winnerLocked, totalLocked],
];

describe("who may pick when (issue 15 §2: winner locks at the start, over/under at half)", () => {
  for (const league of ["nba", "mls"] as const) {
    for (const [phase, winnerRefusal, totalRefusal] of MATRIX) {
      it(`${league}, ${phase}: winner ${winnerRefusal ?? "open"}, over/under ${totalRefusal ?? "open"}`, () => {
        const now = phase === "pre" ? before : after;
        const game = gameAt(league, phase);
        expect(pickRefusal(winner, game, { now, settled: false })).toBe(winnerRefusal);
        expect(pickRefusal(total, game, { now, settled: false })).toBe(totalRefusal);
      });
    }
  }

  it("refuses every pick once the game is settled", () => {
    const game = gameAt("nba", "pre");
    expect(pickRefusal(winner, game, { now: before, settled: true })).toBe(
      PREDICTION_MESSAGES.settled,
    );
  });

  it("refuses an over/under in a league without one and a draw where draws do not stand", () => {
    const hockey = gameAt("nhl", "pre");
    expect(pickRefusal(total, hockey, { now: before, settled: false })).toBe(
      PREDICTION_MESSAGES.questionNotOffered,
    );
    const draw: PickRequest = { question: "winner", choice: "draw" };
    expect(pickRefusal(draw, gameAt("nba", "pre"), { now: before, settled: false })).toBe(
      PREDICTION_MESSAGES.choiceInvalid,
    );
    expect(pickRefusal(draw, gameAt("mls", "pre"), { now: before, settled: false })).toBeNull();
  });
});
