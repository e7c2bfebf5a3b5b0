import pino from "pino";
import { Server } from "socket.io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import type { PreviousRound } from "../../jobs/job-runner.ts";
import type { HuddleServer } from "../../realtime/socket-server.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { createScoresEngine } from "./scores-engine.ts";
import { loadSportsSeed } from "./seed/sports-seed.ts";
import { createSimulatorProvider } from "./simulator/simulator-provider.ts";
import { createSportsRepository } from "./sports.repository.ts";

const MINUTE = 60_000;
const SEED = "takeover";

let database: Database;
/** Attached to no HTTP server: the score updates go nowhere, the events are what is checked. */
const io: HuddleServer = new Server();
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
    const node = (posted: string[]) =>
      createScoresEngine({
        provider: simulator(),
        repo: createSportsRepository(database.db),
        io,
        announce: async (room, text) => {
          if (room.startsWith("game-")) posted.push(`${room} ${text}`);
        },
        log: pino({ level: "silent" }),
      });
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
