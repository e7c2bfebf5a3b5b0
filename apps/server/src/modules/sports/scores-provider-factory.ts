import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Clock } from "../../lib/clock.ts";
import { createEspnProvider } from "./espn/espn-provider.ts";
import type { ScoresProvider } from "./scores-provider.ts";
import { loadSportsSeed } from "./seed/sports-seed.ts";
import { createSimulatorProvider } from "./simulator/simulator-provider.ts";

/** SCORES_PROVIDER: the built-in simulator (default, no network) or ESPN's public scoreboards. */
export function createScoresProvider(
  config: Config,
  clock: Clock,
  log: FastifyBaseLogger,
): ScoresProvider {
  const now = () => clock.now().getTime();
  if (config.SCORES_PROVIDER === "espn") {
    return createEspnProvider({ fetch: (url, init) => fetch(url, init), now, logger: log });
  }
  return createSimulatorProvider({
    teams: loadSportsSeed().teams,
    seed: config.SIM_SEED,
    speed: config.SIM_SPEED,
    now,
  });
}
