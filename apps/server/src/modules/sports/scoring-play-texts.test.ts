import { describe, expect, it } from "vitest";
import { isScoringPlay } from "@huddle/contracts/rules/scoring-play";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { advanceGame, type SimGameEvent } from "./simulator/advance-game.ts";
import { createRng } from "./simulator/sim-rng.ts";
import { buildScheduledGame } from "./simulator/testing/build-scheduled-game.ts";
import { finalText, startText } from "./game-events.ts";

const MINUTE = 60_000;
const START = Date.parse("2025-11-15T00:00:00.000Z");
const LEAGUES: LeagueId[] = ["nfl", "ncaafb", "nba", "ncaambb", "nhl", "mlb", "mls"];

/** Every event of one simulated game, from before the start to the final. */
function eventsOf(league: LeagueId, seed: string): SimGameEvent[] {
  const rng = createRng(seed);
  const events: SimGameEvent[] = [];
  let game = buildScheduledGame(league);
  for (let t = START - 5 * MINUTE; t <= START + 8 * 60 * MINUTE; t += MINUTE) {
    const result = advanceGame(game, t, rng);
    game = result.game;
    events.push(...result.events);
    if (game.state === "post") {
      events.push({ ...events.at(-1)!, kind: "final", text: finalText(game) });
      break;
    }
  }
  return events;
}

/** The web's moment markers (rules/scoring-play.ts) read the texts this slice writes. */
describe("scoring-play texts of the scores feed", () => {
  it.each(LEAGUES)("%s: every score is a marker, and nothing else is", (league) => {
    for (const seed of ["a", "b"]) {
      const events = eventsOf(league, seed);
      expect(events.some((e) => e.kind === "score")).toBe(true);
      for (const event of events) {
        expect(isScoringPlay({ type: "system", text: event.text }), event.text).toBe(
          event.kind === "score",
        );
      }
    }
    expect(isScoringPlay({ type: "system", text: startText(buildScheduledGame(league)) })).toBe(
      false,
    );
  });
});
