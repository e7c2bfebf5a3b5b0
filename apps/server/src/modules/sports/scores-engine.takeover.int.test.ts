import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import type { PreviousRound } from "../../jobs/job-runner.ts";
import { createDomainEventBus } from "../../events/domain-event-bus.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { createScoresEngine } from "./scores-engine.ts";
import { loadSportsSeed } from "./seed/sports-seed.ts";
import { createSimulatorProvider } from "./simulator/simulator-provider.ts";
import { createSportsRepository } from "./sports.repository.ts";

const MINUTE = 60_000;
const SEED = "takeover";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("scores rounds taken in turns by two nodes", () => {
  it("posts every game event once, exactly as one node alone would", async () => {
    let now = Date.now();
    const simulator = () =>
      createSimulatorProvider({ teams: loadSportsSeed().teams, seed: SEED, now: () => now });
    /** A node: its own simulator in memory, the shared database, and the events it posts. */
    const node = (posted: string[]) => {
      const log = pino({ level: "silent" });
      // The score updates go nowhere; the game events, as the chat would post them, are checked.
      const events = createDomainEventBus(log);
      events.subscribe("sports.game-event", ({ roomSlugs, text }) => {
        for (const room of roomSlugs) if (room.startsWith("game-")) posted.push(`${room} ${text}`);
      });
      return createScoresEngine({
        provider: simulator(),
        repo: createSportsRepository(database.db),
        events,
        log,
      });
    };
    const alone = simulator();
    const expected: string[] = [];
    const posted: string[] = [];
    const [a, b] = [node(posted), node(posted)];
    const turns: [typeof a, PreviousRound][] = [
      [a, "none"],
      [b, "elsewhere"],
      [b, "here"],
      [a, "elsewhere"],
      [b, "elsewhere"],
    ];

    for (const [engine, previous] of turns) {
      const update = await alone.refresh();
      expected.push(...update.events.map((e) => `game-${e.gameId} ${e.text}`));
      await engine.tick(previous);
      // Rounds 30 minutes apart: the simulator then reschedules every round whether it resumed
      // or not, so a game new to the schedule starts at the same moment for both runs.
      now += 30 * MINUTE;
    }

    expect(expected.length).toBeGreaterThan(0);
    expect(posted.sort()).toEqual(expected.sort());
  });
});
