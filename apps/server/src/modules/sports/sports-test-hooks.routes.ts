import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error.ts";

export type SimulatorTestHook = "play-out" | "kick-off";
/** Applies a hook to the simulator; false when the game is unknown or past that point. */
export type ApplySimulatorTestHook = (hook: SimulatorTestHook, gameId: string) => boolean;

/**
 * E2E-only (registered when E2E_TEST_HOOKS is on, never in production): a journey cannot wait
 * the hours a simulated game takes even at SIM_SPEED=30, so it asks the simulator to play one
 * game to its final. The next scores round then stores it, announces its events and publishes
 * the final exactly as a real one. A journey that needs a live game at an hour when the
 * simulated schedule has none asks for a scheduled game to start now (kick-off).
 */
export function registerSportsTestHooks(app: FastifyInstance, apply: ApplySimulatorTestHook): void {
  const body = z.object({ gameId: z.string().regex(/^[A-Za-z0-9]+$/) });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/test-hooks/simulator/play-out",
    { schema: { hide: true, body } },
    async (request) => {
      if (!apply("play-out", request.body.gameId)) {
        throw notFound("Game not found or already over");
      }
      return { message: "The next scores round plays the game to its final." };
    },
  );
  r.post(
    "/api/test-hooks/simulator/kick-off",
    { schema: { hide: true, body } },
    async (request) => {
      if (!apply("kick-off", request.body.gameId)) {
        throw notFound("Game not found or already started");
      }
      return { message: "The next scores round starts the game." };
    },
  );
}
