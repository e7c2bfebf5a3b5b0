/**
 * `npm run bench:team-search` — the custom-team search query (the repository's, as the API runs
 * it) over BENCH_TEAMS (100 000) teams on PGlite, with and without the pg_trgm index on
 * search_text. Prints the median of BENCH_RUNS (20) runs per query and the planner's choice.
 */
import { sql } from "drizzle-orm";
import { teamSearchQuerySchema } from "@huddle/contracts/custom-team-search";
import { openDatabase } from "../src/db/client.ts";
import { createCustomTeamsRepository } from "../src/modules/custom-teams/custom-teams.repository.ts";
import { envInt, median, round, table } from "./lib/stats.ts";

const TEAMS = envInt("BENCH_TEAMS", 100_000);
const RUNS = envInt("BENCH_RUNS", 20);
const QUERIES = [
  "query=hoop",
  "query=austin",
  "query=zzqx",
  "location=denver&sport=Soccer",
  "sortBy=members",
];

const database = await openDatabase({ kind: "pglite" });
const db = database.db;
/** Rows of a raw query (the shared Db type leaves execute()'s result untyped). */
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const [owner] = await rows<{ id: string }>(sql`insert into users (username, email, password_hash)
    values ('bench_owner', 'bench@example.com', 'x') returning id`);
const [viewerRow] = await rows<{
  id: string;
}>(sql`insert into users (username, email, password_hash)
    values ('bench_viewer', 'viewer@example.com', 'x') returning id`);
const viewer = viewerRow!.id;
await db.execute(sql`
  insert into custom_teams (owner_id, name, description, location, sport, search_text, member_count, is_public)
  select ${owner!.id}, 'Team ' || i || ' ' || (array['Hoopers','Kickers','Sluggers','Strikers'])[i % 4 + 1],
    'Weekly games, all welcome ' || md5(i::text),
    (array['Austin, TX','Denver, CO','Boston, MA','Portland, OR','Miami, FL'])[i % 5 + 1],
    (array['Basketball','Soccer','Baseball','Hockey'])[i % 4 + 1], '', i % 50, i % 10 <> 0
  from generate_series(1, ${TEAMS}) as i`);
await db.execute(
  sql`update custom_teams set search_text = lower(name || ' ' || description || ' ' || location)`,
);
await db.execute(sql`analyze custom_teams`);

const repo = createCustomTeamsRepository(db);
async function measure(): Promise<number[]> {
  const out: number[] = [];
  for (const q of QUERIES) {
    const parsed = teamSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
    await repo.search(parsed, viewer);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await repo.search(parsed, viewer);
      times.push(performance.now() - start);
    }
    out.push(round(median(times), 1));
  }
  return out;
}

const indexed = await measure();
const plan = await rows<{ "QUERY PLAN": string }>(
  sql`explain select id from custom_teams where search_text like '%hoop%'`,
);
await db.execute(sql`drop index custom_teams_search_trgm_idx`);
const unindexed = await measure();
console.log(`${TEAMS} teams, median of ${RUNS} runs (ms, page + count):`);
console.log(
  table(
    ["query", "pg_trgm GIN", "no index"],
    QUERIES.map((q, i) => [q, String(indexed[i]), String(unindexed[i])]),
  ),
);
console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
await database.close();
