import { describe, expect, it, vi } from "vitest";
import { loadSportsSeed } from "../seed/sports-seed.ts";
import type * as AdvanceGame from "./advance-game.ts";
import { createSimulatorProvider } from "./simulator-provider.ts";

/** How many turns the chat had when each game was advanced (see the mock below). */
const turnsAtAdvance: number[] = [];
let turns = 0;

vi.mock("./advance-game.ts", async (importOriginal) => {
  const original = await importOriginal<typeof AdvanceGame>();
  return {
    ...original,
    advanceGame: (...args: Parameters<typeof original.advanceGame>) => {
      turnsAtAdvance.push(turns);
      return original.advanceGame(...args);
    },
  };
});

/** Saturday 2025-11-15, 8:30 PM Eastern: finals, live games and games to come. */
const SATURDAY_EVENING = Date.parse("2025-11-16T01:30:00Z");

function provider(now: () => number) {
  return createSimulatorProvider({
    teams: loadSportsSeed().teams,
    seed: "huddle",
    now,
    // A turn at every check, so the test sees where the round lets the chat in.
    timeSlice: () => async () => {
      turns += 1;
      await new Promise((resolve) => setImmediate(resolve));
    },
  });
}

describe("the simulator provider's rounds", () => {
  it("advances each game new to the schedule in a turn of its own", async () => {
    turnsAtAdvance.length = 0;
    turns = 0;
    const simulator = provider(() => SATURDAY_EVENING);
    await simulator.refresh();
    const started = simulator.games().filter((g) => g.state !== "pre");
    expect(started.length).toBeGreaterThan(50);
    // Each game was advanced once, after a turn of its own: none shares one with the advance
    // before it.
    expect(turnsAtAdvance.length).toBe(simulator.games().length);
    const shared = turnsAtAdvance.filter((t, i) => i > 0 && t === turnsAtAdvance[i - 1]);
    expect(shared).toEqual([]);
  });

  it("posts nothing of the past of a game that enters the schedule, and lists each game once", async () => {
    let now = SATURDAY_EVENING;
    const simulator = provider(() => now);
    const first = await simulator.refresh();
    expect(first.events).toEqual([]);
    expect(first.changed.length).toBe(simulator.games().length);
    expect(new Set(first.changed.map((g) => g.id)).size).toBe(first.changed.length);

    // Half a day on, the schedule takes in new games: those that began in between come in live
    // or final, without their plays posted; the games that were live post what happened.
    now += 12 * 60 * 60_000;
    const before = new Set(simulator.games().map((g) => g.id));
    const later = await simulator.refresh();
    const newcomers = later.changed.filter((g) => !before.has(g.id));
    expect(newcomers.length).toBeGreaterThan(0);
    const newIds = new Set(newcomers.map((g) => g.id));
    expect(later.events.filter((e) => newIds.has(e.gameId))).toEqual([]);
    expect(later.events.length).toBeGreaterThan(0);
    expect(new Set(later.changed.map((g) => g.id)).size).toBe(later.changed.length);
  });
});
