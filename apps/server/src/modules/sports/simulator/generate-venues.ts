import { writeFileSync } from "node:fs";
import { z } from "zod";
import { readTeamCapture } from "../seed/read-team-captures.ts";

/**
 * Regenerates venues.json (home stadium by ESPN team id) from the CFBD capture in
 * ../shared/data/teams (CFBD ids are ESPN ids). Only FBS has venue data; the pro leagues' captures
 * have none, so their simulated games keep `venue: null`.
 *   npx tsx apps/server/src/modules/sports/simulator/generate-venues.ts
 */
const cfbdSchema = z.object({
  teams: z.array(
    z.object({
      id: z.number(),
      location: z.object({ name: z.string().nullish() }).nullish(),
    }),
  ),
});

const { teams } = cfbdSchema.parse(readTeamCapture("ncaafb-fbs-teams-cfbd-2024.json"));
const ncaafb = Object.fromEntries(
  teams
    .filter((t) => t.location?.name)
    .sort((a, b) => a.id - b.id)
    .map((t) => [String(t.id), t.location!.name!]),
);
writeFileSync(
  new URL("./venues.json", import.meta.url),
  `${JSON.stringify({ ncaafb }, null, 2)}\n`,
);
console.log(`venues.json: ${Object.keys(ncaafb).length} FBS venues`);
