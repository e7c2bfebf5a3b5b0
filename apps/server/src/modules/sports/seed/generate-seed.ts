import { writeFileSync } from "node:fs";
import { format } from "prettier";
import { leagueSchema, teamSchema } from "@huddle/contracts/sports";
import { LEAGUE_IDS } from "@huddle/contracts/sports-leagues";
import { buildMls } from "./build-mls.ts";
import { buildNcaafb, readFbsSchools } from "./build-ncaafb.ts";
import { buildNcaambb } from "./build-ncaambb.ts";
import { buildMlb, buildNbaOrNhl, buildNfl } from "./build-pro-leagues.ts";
import type { LeagueSeed } from "./seed-builders.ts";

/**
 * Regenerates leagues.json and teams.json in this folder from ../shared/data/teams (plus the
 * public-knowledge tables in ncaambb-membership.ts and build-mls.ts). Run from the repo root:
 *   npx tsx apps/server/src/modules/sports/seed/generate-seed.ts
 * The output is committed; the server never reads the captures.
 */
function generate(): LeagueSeed[] {
  const fbs = readFbsSchools();
  const seeds = [
    buildNfl(),
    buildNbaOrNhl("nba"),
    buildNbaOrNhl("nhl"),
    buildMlb(),
    buildNcaafb(fbs),
    buildNcaambb(fbs),
    buildMls(),
  ];
  const order = seeds.map((s) => s.league.id);
  if (order.join() !== LEAGUE_IDS.join()) throw new Error(`league order ${order}`);
  return seeds;
}

/** Prettier-formatted so `prettier --check` passes on the committed output. */
async function write(file: string, value: unknown): Promise<void> {
  const text = await format(JSON.stringify(value), { parser: "json", printWidth: 100 });
  writeFileSync(new URL(file, import.meta.url), text);
}

const seeds = generate();
const leagues = seeds.map((s) => leagueSchema.parse(s.league));
const teams = seeds.flatMap((s) => s.teams.map((t) => teamSchema.omit({ espnId: true }).parse(t)));
await write("./leagues.json", leagues);
await write("./teams.json", teams);
for (const seed of seeds) console.log(`${seed.league.id}: ${seed.teams.length} teams`);
