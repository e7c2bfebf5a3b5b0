import { describe, expect, it } from "vitest";
import { isCrunchTime } from "@huddle/contracts/rules/game-autopilot";
import type { Game } from "@huddle/contracts/sports";
import { loadSportsSeed } from "../seed/sports-seed.ts";
import { advanceGame } from "./advance-game.ts";
import { closeFinishMoment } from "./close-finish.ts";
import { createRng } from "./sim-rng.ts";
import { CLOSE_FINISH_LEAD_MS, createSimulatorProvider } from "./simulator-provider.ts";

const SEED = "close-finish";
const SPEED = 30;
const START = Date.parse("2026-12-01T12:00:00Z");

/** A simulator at a fixed moment, its schedule loaded, and its scheduled games. */
async function scheduledGames() {
  let now = START;
  const provider = createSimulatorProvider({
    teams: loadSportsSeed().teams,
    seed: SEED,
    now: () => now,
    speed: SPEED,
  });
  await provider.refresh();
  const pre = provider.games().filter((g) => g.state === "pre");
  return { provider, pre, setNow: (ms: number) => (now = ms) };
}

describe("closeFinishMoment", () => {
  // Sixteen searches, each replaying its game from the start about 550 times: about 4 s
  // alone, and more on a busy machine.
  it(
    "finds the moment a close game's crunch time begins, and none for a game decided early",
    {
      timeout: 30_000,
    },
    async () => {
      const { pre } = await scheduledGames();
      const rng = createRng(SEED);
      const moments = pre
        .slice(0, 16)
        .map((game) => ({ game, moment: closeFinishMoment(game, rng) }));
      const close = moments.filter((m) => m.moment !== null);
      const decided = moments.filter((m) => m.moment === null);
      expect(close.length).toBeGreaterThan(0);
      expect(decided.length).toBeGreaterThan(0);
      const at = (game: Game, gameMs: number) =>
        advanceGame(game, Date.parse(game.startTime) + gameMs, rng).game;
      for (const { game, moment } of close) {
        expect(isCrunchTime(at(game, moment!)), game.id).toBe(true);
      }
      for (const { game } of decided) {
        const final = at(game, 24 * 60 * 60_000);
        expect(final.state).toBe("post");
      }
    },
  );
});

describe("the simulator's close-finish hook", () => {
  it("starts a close game so that its crunch time begins CLOSE_FINISH_LEAD_MS later", async () => {
    const { provider, pre, setNow } = await scheduledGames();
    const rng = createRng(SEED);
    const game = pre.find((g) => closeFinishMoment(g, rng) !== null)!;
    expect(provider.closeFinish!(game.id)).toBe(true);

    setNow(START + CLOSE_FINISH_LEAD_MS);
    await provider.refresh();
    const live = provider.games().find((g) => g.id === game.id)!;
    expect(live.state).toBe("in");
    expect(isCrunchTime(live)).toBe(true);
    // Once started it is no longer a game the hook can move.
    expect(provider.closeFinish!(game.id)).toBe(false);
  });

  it("refuses a game whose finish is not close, and leaves it scheduled", async () => {
    const { provider, pre } = await scheduledGames();
    const rng = createRng(SEED);
    const game = pre.find((g) => closeFinishMoment(g, rng) === null)!;
    expect(provider.closeFinish!(game.id)).toBe(false);
    await provider.refresh();
    expect(provider.games().find((g) => g.id === game.id)!.state).toBe("pre");
  });
});
