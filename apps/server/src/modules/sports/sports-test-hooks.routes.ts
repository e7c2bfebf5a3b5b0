import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error.ts";

/** What each hook answers when it applied, and when it could not. */
const HOOKS = {
  "play-out": {
    applied: "The next scores round plays the game to its final.",
    refused: "Game not found or already over",
  },
  "kick-off": {
    applied: "The next scores round starts the game.",
    refused: "Game not found or already started",
  },
  "close-finish": {
    applied: "The game reaches its close finish in a few seconds.",
    refused: "Game not found, already started, or its finish is not close",
  },
} as const;

export type SimulatorTestHook = keyof typeof HOOKS;
/** Applies a hook to the simulator; false when the game is unknown or past that point. */
export type ApplySimulatorTestHook = (hook: SimulatorTestHook, gameId: string) => boolean;

/**
 * E2E-only (registered when E2E_TEST_HOOKS is on, never in production): a journey cannot wait
 * the hours a simulated game takes even at SIM_SPEED=30, so it asks the simulator to play one
 * game to its final (play-out), to start a scheduled one now when the simulated schedule has no
 * live game at that hour (kick-off), or to start one whose finish is close so long ago that its
 * crunch time is seconds away (close-finish, the autopilot's slow mode). The next scores round
 * then stores the game and announces its events exactly as a real one's.
 */
export function registerSportsTestHooks(app: FastifyInstance, apply: ApplySimulatorTestHook): void {
  const body = z.object({ gameId: z.string().regex(/^[A-Za-z0-9]+$/) });
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [hook, answers] of Object.entries(HOOKS) as [
    SimulatorTestHook,
    (typeof HOOKS)[SimulatorTestHook],
  ][]) {
    r.post(
      `/api/test-hooks/simulator/${hook}`,
      { schema: { hide: true, body } },
      async (request) => {
        if (!apply(hook, request.body.gameId)) throw notFound(answers.refused);
        return { message: answers.applied };
      },
    );
  }
}
